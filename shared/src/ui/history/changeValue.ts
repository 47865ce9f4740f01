import type { AuditChange, AuditEvent } from '@condo/shared';

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

const ACTIONS: Record<AuditEvent['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  // A user's sign-in events (entity admin_sessions).
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in refused',
  locked_out: 'Locked out of signing in',
  logout: 'Logged out',
  session_ended: 'Session ended',
};

/** What a change did, naming the part of the record it touched (a workflow, a command, a membership). */
const PARTS: Record<string, string> = {
  device_workflows: 'workflow',
  device_commands: 'command',
  face_id_images: 'face-id image',
  condo_memberships: 'membership of this condo',
  alert_user_condos: 'condo assignment',
  admin_users: 'account',
};

const PART_VERBS: Partial<Record<AuditEvent['action'], string>> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Removed',
};

export function changeTitle(action: AuditEvent['action'], entity: string): string {
  const part = PARTS[entity];
  const verb = PART_VERBS[action];
  return part && verb ? `${verb} ${part}` : (ACTIONS[action] ?? action);
}

/** A sign-in event of a user: its details in one line (`with the password · wrong password`), not a table of fields. */
export const isSessionEvent = (event: AuditEvent) => event.entity === 'admin_sessions';

const METHODS: Record<string, string> = { password: 'with the password', code: 'with an e-mailed code' };

export function sessionEventDetails(changes: AuditChange[]): string {
  const value = (field: string) => changes.find((change) => change.field === field)?.after;
  const method = value('method');
  const sessions = value('sessions');
  return [
    typeof method === 'string' ? (METHODS[method] ?? method) : null,
    typeof value('reason') === 'string' ? value('reason') : null,
    typeof sessions === 'number' ? `${sessions} session${sessions === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
