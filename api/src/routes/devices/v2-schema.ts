/**
 * The settings a version-2 vizitin takes (spec part 1 §3 Workflow): groups of typed settings. The v2
 * editor renders them; a save is checked against them. One schema for every v2 device of this product.
 */
export type SettingType = 'Boolean' | 'Integer' | 'String' | 'Array' | 'Object';

export interface Setting {
  name: string;
  data_type: SettingType;
  default: unknown;
  allowed_values?: string[];
  /** Object settings: their own settings. */
  values?: Setting[];
}

export interface SettingsGroup {
  alias_name: string;
  name: string;
  schema: Setting[];
}

export const V2_SCHEMA: SettingsGroup[] = [
  {
    alias_name: 'face_recognition',
    name: 'Face Recognition',
    schema: [
      { name: 'enabled', data_type: 'Boolean', default: true },
      { name: 'match_threshold', data_type: 'Integer', default: 80 },
      { name: 'liveness_check', data_type: 'Boolean', default: true },
      {
        name: 'recognition_mode',
        data_type: 'String',
        default: 'balanced',
        allowed_values: ['fast', 'balanced', 'accurate'],
      },
      { name: 'retry_attempts', data_type: 'Integer', default: 3 },
    ],
  },
  {
    alias_name: 'door_control',
    name: 'Door Control',
    schema: [
      { name: 'unlock_duration_seconds', data_type: 'Integer', default: 5 },
      { name: 'relay_channel', data_type: 'String', default: 'relay_1', allowed_values: ['relay_1', 'relay_2'] },
      { name: 'auto_lock', data_type: 'Boolean', default: true },
      { name: 'exit_button_enabled', data_type: 'Boolean', default: true },
    ],
  },
  {
    alias_name: 'visitor_flow',
    name: 'Visitor Flow',
    schema: [
      { name: 'welcome_message', data_type: 'String', default: 'Welcome! Please look at the camera.' },
      {
        name: 'required_fields',
        data_type: 'Array',
        default: ['name', 'phone', 'unit'],
        allowed_values: ['name', 'phone', 'unit', 'purpose', 'vehicle_number'],
      },
      { name: 'host_approval', data_type: 'Boolean', default: true },
      { name: 'approval_timeout_seconds', data_type: 'Integer', default: 60 },
      { name: 'languages', data_type: 'Array', default: ['en'] },
      {
        name: 'call_settings',
        data_type: 'Object',
        default: { dial_mode: 'app', ring_seconds: 30 },
        values: [
          { name: 'dial_mode', data_type: 'String', default: 'app', allowed_values: ['app', 'sip'] },
          { name: 'ring_seconds', data_type: 'Integer', default: 30 },
        ],
      },
    ],
  },
];

export type SettingsContent = Record<string, Record<string, unknown>>;

/** Every setting at its default: the content of a v2 device that was never configured. */
export function defaultSettings(): SettingsContent {
  return Object.fromEntries(
    V2_SCHEMA.map((group) => [group.alias_name, Object.fromEntries(group.schema.map((s) => [s.name, s.default]))]),
  );
}

function checkValue(setting: Setting, value: unknown, path: string, problems: string[]): void {
  const isPlainObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  switch (setting.data_type) {
    case 'Boolean':
      if (typeof value !== 'boolean') problems.push(`${path} must be true or false`);
      return;
    case 'Integer':
      if (!Number.isInteger(value) || (value as number) < 0)
        problems.push(`${path} must be a whole number of 0 or more`);
      return;
    case 'String':
      if (typeof value !== 'string') problems.push(`${path} must be a text`);
      else if (setting.allowed_values && !setting.allowed_values.includes(value))
        problems.push(`${path} must be one of ${setting.allowed_values.join(', ')}`);
      else if (!setting.allowed_values && !value.trim()) problems.push(`${path} must not be empty`);
      return;
    case 'Array':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
        problems.push(`${path} must be a list of texts`);
      else if (setting.allowed_values && value.some((item) => !setting.allowed_values?.includes(item)))
        problems.push(`${path} may hold only ${setting.allowed_values.join(', ')}`);
      return;
    case 'Object':
      if (!isPlainObject) {
        problems.push(`${path} must be an object`);
        return;
      }
      if (setting.values) checkGroup(setting.values, value as Record<string, unknown>, path, problems);
      return;
  }
}

function checkGroup(settings: Setting[], values: Record<string, unknown>, path: string, problems: string[]) {
  for (const [name, value] of Object.entries(values)) {
    const setting = settings.find((candidate) => candidate.name === name);
    if (!setting) problems.push(`${path}.${name} is not a setting`);
    else checkValue(setting, value, `${path}.${name}`, problems);
  }
}

/** One message per invalid setting: `door_control.unlock_duration_seconds must be a whole number of 0 or more`. */
export function checkSettings(content: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [alias, values] of Object.entries(content)) {
    const group = V2_SCHEMA.find((candidate) => candidate.alias_name === alias);
    if (!group) problems.push(`${alias} is not a settings group`);
    else if (typeof values !== 'object' || values === null || Array.isArray(values))
      problems.push(`${alias} must be an object of settings`);
    else checkGroup(group.schema, values as Record<string, unknown>, alias, problems);
  }
  return problems;
}

/** The stored content over the defaults, group by group. */
export function mergeSettings(...layers: (Record<string, unknown> | undefined)[]): SettingsContent {
  const merged = defaultSettings();
  for (const layer of layers) {
    for (const [alias, values] of Object.entries(layer ?? {})) {
      if (merged[alias] && typeof values === 'object' && values !== null && !Array.isArray(values))
        merged[alias] = { ...merged[alias], ...(values as Record<string, unknown>) };
    }
  }
  return merged;
}
