// Alert constants of spec part 2 §3, §4 and §9 (alert types and alert screens). The contract's types name the same
// values: a type error below when the API changes them.
import type { AlertType, Presentation } from '../contract';

/** Spec part 2 §9 "Setting nature values"; the first is the default. */
export const ALERT_NATURE_LABELS = { normal: 'Normal', unit: 'Unit', cluster: 'Cluster' } as const;
export const ALERT_NATURES = Object.keys(ALERT_NATURE_LABELS) as (keyof typeof ALERT_NATURE_LABELS)[];

/** Which trigger time a unit alert shows (only for nature unit). */
export const RECENT_ALERT_TIME_LABELS = {
  first_triggered_time: 'First triggered time',
  recent_triggered_time: 'Recent triggered time',
} as const;

/** Spec part 2 §9 auto_resolve options; the first is the default. */
export const AUTO_RESOLVE_LABELS = {
  disable: 'Disabled',
  after_3_hours: 'After 3 hours',
  after_6_hours: 'After 6 hours',
  after_12_hours: 'After 12 hours',
  after_24_hours: 'After 24 hours',
} as const;

/** Spec part 2 §9: default alert weights. */
export const DEFAULT_ALERT_WEIGHTS = { raised: 10, resolved: 5, false_alert: 2 } as const;

/** Alert screen sizes (`expand`) and alignments (docs/api/alerts.md); the form's defaults first. */
export const PRESENTATION_SIZE_LABELS = {
  medium: 'Medium',
  small: 'Small',
  large: 'Large',
  full: 'Full width',
} as const;
export const PRESENTATION_ALIGN_LABELS = { left: 'Left', center: 'Center', right: 'Right' } as const;

/** Spec part 2 §4: visible and disabled → normal; visible and enabled → active; not visible → inactive. */
export function presentationIndicator(screen: Pick<Presentation, 'visibility' | 'disabled'>) {
  if (!screen.visibility) return 'inactive' as const;
  return screen.disabled ? ('normal' as const) : ('active' as const);
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNatures: Same<keyof typeof ALERT_NATURE_LABELS, AlertType['nature']> = true;
const sameAutoResolve: Same<keyof typeof AUTO_RESOLVE_LABELS, AlertType['auto_resolve']> = true;
const sameRecent: Same<keyof typeof RECENT_ALERT_TIME_LABELS, NonNullable<AlertType['recent_alert_time']>> = true;
const sameSizes: Same<keyof typeof PRESENTATION_SIZE_LABELS, Presentation['expand']> = true;
const sameAligns: Same<keyof typeof PRESENTATION_ALIGN_LABELS, Presentation['align']> = true;
void [sameNatures, sameAutoResolve, sameRecent, sameSizes, sameAligns];
