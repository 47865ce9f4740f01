import type { AlertTexts, AlertType, AlertTypeCreateInput, AlertTypeUpdateInput } from '@condo/shared';
import { ALERT_NATURES, AUTO_RESOLVE_LABELS, DEFAULT_ALERT_WEIGHTS, RECENT_ALERT_TIME_LABELS } from '@condo/shared/ui';

type Nature = AlertType['nature'];
type RecentAlertTime = NonNullable<AlertType['recent_alert_time']>;
type AutoResolve = AlertType['auto_resolve'];

export interface AlertTypeFormValues {
  name?: string;
  alias_name?: string;
  nature: Nature;
  recent_alert_time?: RecentAlertTime | null;
  status: AlertType['status'];
  emergency: boolean;
  description?: string;
  alert_group_id?: number | null;
  notification_id?: number | null;
  auto_resolve: AutoResolve;
  weight: { raised?: number | null; resolved?: number | null; false_alert?: number | null };
  whatsapp_content: Partial<AlertTexts>;
  sms_content: Partial<AlertTexts>;
}

const FIRST_RECENT = Object.keys(RECENT_ALERT_TIME_LABELS)[0] as RecentAlertTime;
const FIRST_AUTO_RESOLVE = Object.keys(AUTO_RESOLVE_LABELS)[0] as AutoResolve;

/** 'Overstay Vehicle (B2)' → 'overstay_vehicle_b2': the alias a new type takes from its name until the alias is typed. */
export function aliasFrom(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100);
}

/** Spec part 2 §3, §9: nature normal, status active, weights 10/5/2; an edited type brings its own. */
export function initialAlertTypeValues(record?: AlertType): AlertTypeFormValues {
  if (!record) {
    return {
      nature: ALERT_NATURES[0] as Nature,
      recent_alert_time: FIRST_RECENT,
      status: 'active',
      emergency: false,
      auto_resolve: FIRST_AUTO_RESOLVE,
      alert_group_id: null,
      notification_id: null,
      weight: { ...DEFAULT_ALERT_WEIGHTS },
      whatsapp_content: { raised: '', resolved: '', false_alert: '' },
      sms_content: { raised: '', resolved: '', false_alert: '' },
      description: '',
    };
  }
  return {
    name: record.name,
    alias_name: record.alias_name,
    nature: record.nature,
    recent_alert_time: record.recent_alert_time ?? FIRST_RECENT,
    status: record.status,
    emergency: record.emergency,
    description: record.description,
    alert_group_id: record.alert_group?.id ?? null,
    notification_id: record.notification?.id ?? null,
    auto_resolve: record.auto_resolve,
    weight: { ...record.weight },
    whatsapp_content: { ...record.whatsapp_content },
    sms_content: { ...record.sms_content },
  };
}

const texts = (content: Partial<AlertTexts>): AlertTexts => ({
  raised: content.raised ?? '',
  resolved: content.resolved ?? '',
  false_alert: content.false_alert ?? '',
});

/** Weights as whole numbers (spec part 2 §5: sent as integers). */
const integer = (value: number | null | undefined) => Math.trunc(Number(value ?? 0));

/** The fields every save sends; alias_name only on create (it never changes afterwards). */
function commonBody(values: AlertTypeFormValues) {
  return {
    name: (values.name ?? '').trim(),
    nature: values.nature,
    // Only a unit alert has one (docs/api/alerts.md).
    recent_alert_time: values.nature === 'unit' ? (values.recent_alert_time ?? FIRST_RECENT) : null,
    status: values.status,
    emergency: values.emergency,
    description: (values.description ?? '').trim(),
    alert_group_id: values.alert_group_id ?? null,
    notification_id: values.notification_id ?? null,
    auto_resolve: values.auto_resolve,
    weight: {
      raised: integer(values.weight.raised),
      resolved: integer(values.weight.resolved),
      false_alert: integer(values.weight.false_alert),
    },
    whatsapp_content: texts(values.whatsapp_content),
    sms_content: texts(values.sms_content),
  };
}

export const alertTypeCreateBody = (values: AlertTypeFormValues): AlertTypeCreateInput => ({
  ...commonBody(values),
  alias_name: (values.alias_name ?? '').trim(),
});

export const alertTypeUpdateBody = (values: AlertTypeFormValues): AlertTypeUpdateInput => commonBody(values);
