// The settings editor knows schemas, not devices: v2 device workflows and the dashboard's rules both use it.

export type SettingType = 'Boolean' | 'Integer' | 'String' | 'Array' | 'Object';

/** One setting as a schema describes it. */
export interface SettingDefinition {
  name: string;
  data_type: SettingType | string;
  default?: unknown;
  /** The only values allowed (a select instead of free input). */
  allowed_values?: readonly (string | number)[] | null;
  /** Object settings: their own settings (definitions), or their sub-values by key. */
  values?: readonly unknown[] | Record<string, unknown> | null;
  /** The value saved so far; the default applies when absent. */
  value?: unknown;
  /** What people read instead of `name`, the key the value is saved under (dashboard rules: 'Max overstay minutes'). */
  label?: string;
  /** Help under the input. */
  description?: string;
  /** Edit mode refuses an empty value (dashboard rules, spec part 2 §5). */
  required?: boolean;
}

/** A group of settings saved under its alias: `{ <alias_name>: { <setting>: value } }`. */
export interface SettingsGroupDefinition {
  alias_name: string;
  name: string;
  schema: readonly SettingDefinition[];
  /** A line under the group (dashboard rules: who changed it last, and when). */
  note?: string;
}

/** Every group's values by alias, then by setting name. */
export type SettingsValues = Record<string, Record<string, unknown>>;
