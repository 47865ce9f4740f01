import type { ConfigSchemaGroup, SettingGroup } from '@condo/shared';
import type { SettingDefinition, SettingsGroupDefinition } from '@condo/shared/ui';
import { formatDateTime } from '@condo/shared/ui';

type SchemaMap = SettingGroup['schema'];

/**
 * A rule group's or config group's schema (`{key: {name, desc, data_type, allowed_values}}`) as the shared settings
 * editor reads it: saved under the key, shown by its name. Spec part 2 §5: String and Array settings with
 * allowed_values, and free text, are required.
 */
export function toDefinitions(schema: SchemaMap, values: Record<string, unknown>): SettingDefinition[] {
  return Object.entries(schema).map(([key, field]) => ({
    name: key,
    label: field.name || key,
    description: field.desc,
    data_type: field.data_type,
    allowed_values: field.allowed_values,
    value: values[key] ?? null,
    required: field.data_type === 'String' || (field.data_type === 'Array' && Boolean(field.allowed_values?.length)),
  }));
}

/** 'Updated 12-11-2026 09:30:00 by Priya Nair', in the user's time zone. */
export function updatedNote(group: Pick<SettingGroup, 'updated_at' | 'updated_by'>): string {
  const when = formatDateTime(group.updated_at);
  return group.updated_by ? `Updated ${when} by ${group.updated_by.full_name}` : `Updated ${when}`;
}

export function ruleGroups(groups: readonly SettingGroup[]): SettingsGroupDefinition[] {
  return groups.map((group) => ({
    alias_name: group.alias_name,
    name: group.name,
    schema: toDefinitions(group.schema, group.values),
    note: updatedNote(group),
  }));
}

/** 'guard_console' → 'Guard Console': config groups have no name of their own. */
const groupTitle = (alias: string) =>
  alias
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function configGroups(
  schema: readonly ConfigSchemaGroup[],
  config: Record<string, Record<string, unknown>>,
): SettingsGroupDefinition[] {
  return schema.map((group) => ({
    alias_name: group.alias_name,
    name: groupTitle(group.alias_name),
    schema: toDefinitions(group.schema, config[group.alias_name] ?? {}),
  }));
}
