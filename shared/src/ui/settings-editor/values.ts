import { TRUNCATE } from '../../constants/limits';
import type { SettingDefinition, SettingsGroupDefinition, SettingsValues } from './types';

/** The setting's current value: the saved one, else (objects) its values, else the default. */
export function settingValue(setting: SettingDefinition): unknown {
  if (setting.value !== undefined && setting.value !== null) return setting.value;
  if (setting.data_type === 'Object' && setting.values && !Array.isArray(setting.values)) return setting.values;
  return setting.default ?? null;
}

export function initialSettingsValues(groups: readonly SettingsGroupDefinition[]): SettingsValues {
  const values: SettingsValues = {};
  for (const group of groups) {
    values[group.alias_name] = Object.fromEntries(group.schema.map((setting) => [setting.name, settingValue(setting)]));
  }
  return values;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The text shown in view mode and the length it is cut at (arrays 55, other text 60; spec part 1 §9). */
export function displayText(value: unknown): { text: string; limit: number } {
  if (Array.isArray(value)) return { text: value.map(plainText).join(', '), limit: TRUNCATE.workflowArray };
  return { text: plainText(value), limit: TRUNCATE.workflowText };
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
