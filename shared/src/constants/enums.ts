// Enumerations of spec part 1 §3. The value lists the spec does not show (notification types and statuses) are
// the reference API's choice (docs/api/messaging-and-delivery.md); enums.test.ts holds them equal to api/openapi.json.
import type { NotificationGroup, UserReport } from '../contract';

export const MESSAGE_TYPES = ['mail', 'sms', 'whatsapp', 'ivr'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const STATUS = ['active', 'inactive'] as const;
export type Status = (typeof STATUS)[number];

/** Spec part 2 §9: a user's country code, 65 (Singapore, the default) or 91 (India). */
export const COUNTRY_CODES = [
  { value: 65, label: 'Singapore (+65)' },
  { value: 91, label: 'India (+91)' },
] as const;
export const DEFAULT_COUNTRY_CODE = 65;

/** Notification group types (api/src/routes/notifications/kinds.ts); the first is the form's default. */
export const NOTIFICATION_TYPES = ['alert', 'emergency', 'visitor', 'parcel', 'maintenance', 'general'] as const;
export const NOTIFICATION_TYPE_LABELS: Record<(typeof NOTIFICATION_TYPES)[number], string> = {
  alert: 'Alert',
  emergency: 'Emergency',
  visitor: 'Visitor',
  parcel: 'Parcel',
  maintenance: 'Maintenance',
  general: 'General',
};
export const NOTIFICATION_STATUSES = ['active', 'inactive'] as const;

/** User report types: the report kinds of spec part 3 §2.1, value → label; the first is the form's default. */
export const REPORT_TYPE_LABELS = {
  lnpr_vms: 'LNPR VMS',
  alert: 'ALERT',
  detail_alert: 'DETAIL ALERT REPORT',
  lnpr_alert: 'LNPR VMS ALERT',
  total_report: 'TOTAL REPORT',
  consolidated: 'WEEKLY REPORT',
  vms_visitor_type_report: 'VMS VISIT REPORT',
  vms_device_report: 'VMS DEVICE REPORT',
} as const;
export const REPORT_TYPES = Object.keys(REPORT_TYPE_LABELS) as (keyof typeof REPORT_TYPE_LABELS)[];
export const REPORT_STATUSES = ['active', 'inactive'] as const;

// The contract's types and these lists name the same values (a type error here when the API changes them).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNotificationTypes: Same<(typeof NOTIFICATION_TYPES)[number], NotificationGroup['notification_type']> = true;
const sameNotificationStatuses: Same<(typeof NOTIFICATION_STATUSES)[number], NotificationGroup['status']> = true;
const sameReportTypes: Same<keyof typeof REPORT_TYPE_LABELS, UserReport['report_type']> = true;
const sameReportStatuses: Same<(typeof REPORT_STATUSES)[number], UserReport['status']> = true;
void [sameNotificationTypes, sameNotificationStatuses, sameReportTypes, sameReportStatuses];

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
