import type { Presentation, PresentationCreateInput } from '@condo/shared';
import { PRESENTATION_ALIGN_LABELS, PRESENTATION_SIZE_LABELS } from '@condo/shared/ui';

export interface AlertScreenFormValues {
  alert_types: string[];
  sound: boolean;
  disabled: boolean;
  visibility: boolean;
  expand: Presentation['expand'];
  align: Presentation['align'];
  position?: number | null;
  title?: string;
  subtitle?: string;
  header?: string;
  footer?: string;
  url?: string | null;
  icon_url?: string | null;
}

const FIRST_SIZE = Object.keys(PRESENTATION_SIZE_LABELS)[0] as Presentation['expand'];
const FIRST_ALIGN = Object.keys(PRESENTATION_ALIGN_LABELS)[0] as Presentation['align'];

/** A new screen: sound on, enabled, not yet visible (so no url is needed until it is shown), medium, left. */
export function initialAlertScreenValues(record?: Presentation): AlertScreenFormValues {
  if (!record) {
    return { alert_types: [], sound: true, disabled: false, visibility: false, expand: FIRST_SIZE, align: FIRST_ALIGN };
  }
  return {
    alert_types: record.alert_types,
    sound: record.sound,
    disabled: record.disabled,
    visibility: record.visibility,
    expand: record.expand,
    align: record.align,
    position: record.position,
    title: record.title,
    subtitle: record.subtitle,
    header: record.header,
    footer: record.footer,
    url: record.url,
    icon_url: record.icon_url,
  };
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** `{presentations: …}`: position only when given (the server puts a new screen after the last). */
export function alertScreenBody(values: AlertScreenFormValues): PresentationCreateInput {
  const position = values.position;
  return {
    alert_types: values.alert_types ?? [],
    sound: values.sound,
    disabled: values.disabled,
    visibility: values.visibility,
    expand: values.expand,
    align: values.align,
    ...(position === null || position === undefined ? {} : { position: Math.trunc(Number(position)) }),
    title: text(values.title),
    subtitle: text(values.subtitle),
    header: text(values.header),
    footer: text(values.footer),
    url: text(values.url) || null,
    icon_url: text(values.icon_url) || null,
  };
}

/** An http or https address (the API refuses anything else). */
export function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
