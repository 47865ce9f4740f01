/** How a recorded value reads in the History: secrets, empties, flags, lists and objects made readable. */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === '[hidden]') return '(hidden)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(changeValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `timeout_minutes` → `Timeout minutes`; a screen may pass its own labels. */
export function fieldLabel(field: string, labels: Record<string, string> = {}): string {
  const label = labels[field] ?? field.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const ACTIONS = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;

/** What a change did, naming the part of the record it touched (a workflow, a command, a membership). */
const PARTS: Record<string, string> = {
  device_workflows: 'workflow',
  device_commands: 'command',
  face_id_images: 'face-id image',
  condo_memberships: 'membership of this condo',
  alert_user_condos: 'condo assignment',
  admin_users: 'account',
};

export function changeTitle(action: keyof typeof ACTIONS, entity: string): string {
  const part = PARTS[entity];
  if (!part) return ACTIONS[action];
  const verb = { create: 'Added', update: 'Changed', delete: 'Removed' }[action];
  return `${verb} ${part}`;
}
