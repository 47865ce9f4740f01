/** Spec part 2 §3, §9: the values an alert type's fields take. */
export const ALERT_TYPE_STATUSES = ['active', 'inactive'] as const;
export const ALERT_NATURES = ['normal', 'unit', 'cluster'] as const;
/** Which trigger time a unit alert shows (spec part 2 §3: only meaningful when nature is unit). */
export const RECENT_ALERT_TIMES = ['first_triggered_time', 'recent_triggered_time'] as const;
export const AUTO_RESOLVE_OPTIONS = [
  'disable',
  'after_3_hours',
  'after_6_hours',
  'after_12_hours',
  'after_24_hours',
] as const;
/** Spec part 2 §9: default weights raised 10, resolved 5, false_alert 2. */
export const DEFAULT_WEIGHTS = { raised: 10, resolved: 5, false_alert: 2 } as const;
export const WEIGHT_MAX = 1_000_000;
export const ALIAS_MAX_LENGTH = 100;
