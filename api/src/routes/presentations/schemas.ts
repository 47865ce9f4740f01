import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MAX_LENGTH, PagedEnvelope, StringEnum } from '../../plugins/envelope';
import { ALIAS_MAX_LENGTH } from '../alert-types/kinds';

/** How wide the panel is on the alert display, and how its text lines up (docs/api/alerts.md). */
export const PRESENTATION_SIZES = ['small', 'medium', 'large', 'full'] as const;
export const PRESENTATION_ALIGNS = ['left', 'center', 'right'] as const;
export const POSITION_MAX = 10_000;
export const MAX_ALERT_TYPES = 200;

/** Spec part 2 §3 Alert screen (presentation). */
export const Presentation = Type.Object(
  {
    id: Type.Integer(),
    position: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String(),
    header: Type.String(),
    footer: Type.String(),
    alert_types: Type.Array(Type.String(), { description: 'Alias names of this condo’s alert types it shows' }),
    sound: Type.Boolean({ description: 'Plays a sound when one of its alerts arrives' }),
    disabled: Type.Boolean(),
    visibility: Type.Boolean(),
    url: Type.Union([Type.String(), Type.Null()]),
    icon_url: Type.Union([Type.String(), Type.Null()]),
    expand: StringEnum(PRESENTATION_SIZES),
    align: StringEnum(PRESENTATION_ALIGNS),
  },
  { $id: 'Presentation' },
);

export const presentationComponents = [Presentation];

const Url = Type.Union([Type.String({ maxLength: MAX_LENGTH.text }), Type.Null()], {
  description: 'An http or https address; empty or null for none',
});
const Line = Type.String({ maxLength: MAX_LENGTH.name });

const fields = {
  alert_types: Type.Array(Type.String({ minLength: 1, maxLength: ALIAS_MAX_LENGTH }), {
    maxItems: MAX_ALERT_TYPES,
    description: 'Alias names; each must be an alert type of this condo',
  }),
  sound: Type.Boolean({ description: 'Default: true' }),
  title: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  subtitle: Line,
  header: Line,
  footer: Line,
  disabled: Type.Boolean({ description: 'Default: false' }),
  visibility: Type.Boolean({ description: 'Default: false. When true, url is required' }),
  url: Url,
  icon_url: Url,
  expand: StringEnum(PRESENTATION_SIZES, { description: 'Default: medium' }),
  align: addition(
    'The spec’s body has no align (the entity has)',
    StringEnum(PRESENTATION_ALIGNS, { description: 'Default: left' }),
  ),
  position: addition(
    'The spec’s body has no position (the entity has)',
    Type.Integer({ minimum: 0, maximum: POSITION_MAX, description: 'Default: after the last one' }),
  ),
};

/** `{presentations: {...}}` (spec part 2 §7). */
export const PresentationCreateBody = Type.Object({
  presentations: Type.Object({
    title: fields.title,
    alert_types: Type.Optional(fields.alert_types),
    sound: Type.Optional(fields.sound),
    subtitle: Type.Optional(fields.subtitle),
    header: Type.Optional(fields.header),
    footer: Type.Optional(fields.footer),
    disabled: Type.Optional(fields.disabled),
    visibility: Type.Optional(fields.visibility),
    url: Type.Optional(fields.url),
    icon_url: Type.Optional(fields.icon_url),
    expand: Type.Optional(fields.expand),
    align: Type.Optional(fields.align),
    position: Type.Optional(fields.position),
  }),
});
export const PresentationUpdateBody = Type.Object({ presentations: Type.Partial(Type.Object(fields)) });
export const PresentationParams = Type.Object({ id: Id() });

export const PresentationListResponse = PagedEnvelope(Type.Ref('Presentation'));
export const PresentationResponse = Envelope(Type.Ref('Presentation'));
