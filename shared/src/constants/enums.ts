// Enumerations of spec part 1 §3. Value lists the spec does not show (notification types and statuses,
// report types) come from the server; they are not guessed here.

export const MESSAGE_TYPES = ['mail', 'sms', 'whatsapp', 'ivr'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const STATUS = ['active', 'inactive'] as const;
export type Status = (typeof STATUS)[number];

export const CAMERA_PURPOSE = { LnprCamera: 'LnprCamera', AlertCamera: 'AlertCamera' } as const;
export type CameraPurpose = keyof typeof CAMERA_PURPOSE;

/** Camera types allowed for each purpose. */
export const CAMERA_TYPES = {
  LnprCamera: ['resident_entry_cam', 'visitor_entry_cam', 'resident_exit_cam', 'visitor_exit_cam', 'internal_cam'],
  AlertCamera: ['alert_cam'],
} as const satisfies Record<CameraPurpose, readonly string[]>;

export const KIOSK_TYPE = {
  VMS: 'vms',
  HANDHELD: 'hand_vms',
  SK: 'kiosk',
  WEBCHECKIN: 'webcheckin',
  Facility: 'facility_device',
} as const;

export const VIZITIN_TYPE = {
  Plus: 'vizitin_plus',
  Pro: 'vizitin_pro',
  SmartIntercom: 'smart_intercom',
  Facility: 'facility_device',
  FCC: 'fcc',
} as const;

/** Device-type filters of the kiosk and vizitin lists (note 'facility', not 'facility_device'). */
export const KIOSK_FILTER = {
  VMS: 'vms',
  SK: 'kiosk',
  HANDHELD: 'hand_vms',
  WEBCHECKIN: 'webcheckin',
  FACILITY: 'facility',
} as const;

export const VIZITIN_FILTER = {
  Plus: 'vizitin_plus',
  Pro: 'vizitin_pro',
  SmartIntercom: 'smart_intercom',
  Facility: 'facility',
} as const;

/** The device type that turns on the facility selector in the kiosk and vizitin forms. */
export const FACILITY_DEVICE_TYPE = 'facility_device';

export const BOT_TYPES = ['LNPR-Bot', 'VMS-Bot', 'Vizitin-Bot'] as const;

/** Workflow version choices of the vizitin form: label → value. */
export const WORKFLOW_VERSIONS = { 'Version 1': 'v1', 'Version 2': 'v2' } as const;

/** Setting types of the schema-driven settings editor (v2 workflows, dashboard rules). */
export const SETTING_DATA_TYPES = ['Boolean', 'Integer', 'String', 'Array', 'Object'] as const;
export type SettingDataType = (typeof SETTING_DATA_TYPES)[number];

export const IMAGE_STATUSES = ['published', 'trained', 'untrained', 'deleted'] as const;

/** Operational states an active device reports; anything else (or none) shows as 'Created'. */
export const DEVICE_STATES = ['working', 'lost_connectivity', 'inactive', 'stopped'] as const;

/** Message delivery statuses as the Outbox shows them. */
export const MESSAGE_DELIVERY_STATUSES = [
  'Accepted',
  'Queued',
  'Sending',
  'Sent',
  'Failed',
  'Delivered',
  'Received',
  'Unknown',
  'UnDelivered',
  'Read',
  'Receiving',
] as const;

/** Options of the Outbox status filter. */
export const MESSAGE_STATUS_FILTERS = [
  'unknown',
  'queued',
  'success',
  'delivered',
  'accepted',
  'sending',
  'sent',
  'failed',
  'undelivered',
  'receiving',
  'received',
  'read',
  'active',
  'forwarded',
  'answered',
] as const;

/** Defaults of the device forms (spec part 1 §9). */
export const DEVICE_DEFAULTS = {
  timeoutMinutes: 180,
  cameraPurpose: CAMERA_PURPOSE.LnprCamera,
  kioskDeviceType: KIOSK_TYPE.VMS,
  vizitinDeviceType: VIZITIN_TYPE.Plus,
  workflowVersion: WORKFLOW_VERSIONS['Version 1'],
  status: 'active',
} as const;

/** The profile menu's random greeting. */
export const GREETINGS = ['Hello', 'Hi', 'Howdy!', 'Hey!', "G'day!", 'Welcome'] as const;

/** The Outbox tabs and the recipient_type each sends (the VISITOR tab covers invitees too). */
export const OUTBOX_TABS = [
  { key: 'user', label: 'USER', recipientType: 'user' },
  { key: 'resident', label: 'RESIDENT', recipientType: 'resident' },
  { key: 'visitor', label: 'VISITOR', recipientType: 'invitee,visitor' },
  { key: 'contractor', label: 'CONTRACTOR', recipientType: 'contractor' },
  { key: 'open_user', label: 'Open User', recipientType: 'open_user' },
  { key: 'employee', label: 'Employee', recipientType: 'employee' },
] as const;

/** Message mediums as the Outbox names them. */
export const MESSAGE_MEDIUM_LABELS: Readonly<Record<string, string>> = {
  mail: 'Mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  fcm: 'FCM',
  ivr: 'IVR',
};

/** A status as the Outbox shows it: 'undelivered' → 'UnDelivered' (spec part 1 §4); others capitalised. */
export function messageStatusLabel(status: string): string {
  const known = MESSAGE_DELIVERY_STATUSES.find((label) => label.toLowerCase() === status.toLowerCase());
  return known ?? status.charAt(0).toUpperCase() + status.slice(1);
}
