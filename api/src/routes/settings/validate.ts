import type { SettingSchema, SettingValues } from '../../db/schema';
import { MAX_LENGTH } from '../../plugins/envelope';

/**
 * Checks a group's values against its schema (spec part 2 §5 Rule settings): Integer is a whole number ≥ 0;
 * Boolean true or false; String and Array with allowed_values are required and only among them; free text is
 * required. Every field of the schema must be given and nothing else. Returns the problems, by field name; none
 * means valid. The rule groups (settings) and the ui / service_ui configurations share it.
 */
export function settingProblems(schema: SettingSchema, values: SettingValues): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(values)) {
    if (!Object.hasOwn(schema, key)) problems.push(`${key} is not a setting of this group`);
  }
  for (const [key, field] of Object.entries(schema)) {
    const value = values[key];
    const label = field.name || key;
    const allowed = field.allowed_values?.length ? field.allowed_values : null;
    switch (field.data_type) {
      case 'Integer':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
          problems.push(`${label} must be a whole number of 0 or more`);
        break;
      case 'Boolean':
        if (typeof value !== 'boolean') problems.push(`${label} must be true or false`);
        break;
      case 'Array': {
        const items = Array.isArray(value) ? value : null;
        if (!items || items.length === 0) problems.push(`${label} is required`);
        else if (items.some((item) => typeof item !== 'string' || item.length > MAX_LENGTH.name))
          problems.push(`${label} must be a list of texts`);
        else if (allowed && items.some((item) => !allowed.includes(item)))
          problems.push(`${label} must be among ${allowed.join(', ')}`);
        break;
      }
      default: {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) problems.push(`${label} is required`);
        else if (allowed && !allowed.includes(text)) problems.push(`${label} must be one of ${allowed.join(', ')}`);
      }
    }
  }
  return problems;
}

/** Free text is stored trimmed. */
export function normalisedValues(values: SettingValues): SettingValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
}
