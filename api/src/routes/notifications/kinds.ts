/**
 * Notification groups' value lists. The spec leaves them out (part 1 §3); chosen for condo alerting and kept equal
 * to `NOTIFICATION_TYPES` / `NOTIFICATION_STATUSES` in shared/src/constants/enums.ts (a console test compares them
 * with api/openapi.json). The first value of each is the form's default.
 *
 * - alert: camera and device alerts (plate watch-list hits, overstays, lost connectivity);
 * - emergency: fire, security or medical incidents that must reach people at once;
 * - visitor: visitor arrivals and approvals at the gate;
 * - parcel: deliveries waiting at the guard house;
 * - maintenance: planned works and facility outages;
 * - general: announcements to the condo's staff.
 */
export const NOTIFICATION_TYPES = ['alert', 'emergency', 'visitor', 'parcel', 'maintenance', 'general'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['active', 'inactive'] as const;

/** How many users one channel of a group may name. */
export const MAX_RECIPIENTS = 500;
