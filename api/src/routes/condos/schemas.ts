import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, MAX_LENGTH, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';

const Switch = Type.Union([Type.Literal('Enabled'), Type.Literal('Disabled')]);
const Timestamp = Type.String({ format: 'date-time' });

const summaryProperties = {
  id: Type.Integer(),
  name: Type.String(),
  alias_name: Type.String({ description: "The condo's schema name; the {condo}/{id} segment of per-condo calls" }),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  completed: Type.Boolean({ description: 'false while set-up is unfinished (the console shows Pending)' }),
  guard_house: Type.String(),
  default_country_code: Type.Integer({ description: '65 (Singapore) or 91 (India)' }),
  email: Type.String(),
  location: Type.String({ description: 'Map URL (Get Direction)' }),
  logo_url: Type.String(),
  url_host: Type.Object({ web_ui: Type.String(), service_ui: Type.String() }),
  web_apps: Type.Array(Type.String(), { description: 'alerts, wemas, lnpr, residents, vms' }),
  contractor: Switch,
  guest: Switch,
  delivery: Switch,
  invite: Switch,
  allow_login: addition(
    'The spec’s Condo has no allow_login; the console reads it for the allow-login selector',
    Type.Boolean({ description: "Whether the condo's residents may sign in (Condo details)" }),
  ),
  created_at: addition('Not in the spec’s Condo', Timestamp),
  updated_at: addition('Not in the spec’s Condo', Timestamp),
};

/** A condo as the condo list shows it: everything but its configurations (which hold credentials). */
export const CondoListItem = Type.Object(summaryProperties, { $id: 'CondoListItem' });

export const MqttConfiguration = Type.Object({
  healthcheck: Type.String(),
  host: Type.String(),
  main_channel: Type.String(),
  password: Type.String(),
  port: Type.Integer(),
  username: Type.String(),
});

/** The condo's full record (GET /condos/{id}). */
export const Condo = Type.Object(
  {
    ...summaryProperties,
    configurations: Type.Object({ mqtt: Type.Optional(MqttConfiguration) }, { additionalProperties: Type.Unknown() }),
  },
  { $id: 'Condo' },
);

export const CondoListQuery = Type.Object({
  query: Type.Optional(
    Type.String({ maxLength: MAX_LENGTH.search, description: 'Matches name or alias name, case-insensitive' }),
  ),
  ...PageQuery,
});

export const CondoListResponse = PagedEnvelope(Type.Ref('CondoListItem'));

/** Named schemas: components of the OpenAPI document and types of @condo/shared. */
export const condoComponents = [CondoListItem, Condo];

export const CondoParams = Type.Object({
  id: Type.String({ maxLength: MAX_LENGTH.name, description: "The tenant's own condo: its alias name or numeric id" }),
});

export const CondoResponse = Envelope(Type.Ref('Condo'));

const Url = (description: string) =>
  Type.String({ maxLength: MAX_LENGTH.text, pattern: '^https?://[^\\s]+$', description });

/** Spec part 2 §7 `POST /admin/condos`: the Create Condo wizard's fields (all required, spec §5). */
export const CondoCreateBody = Type.Object({
  condos: Type.Object({
    name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
    alias_name: Type.String({
      minLength: 2,
      maxLength: 63,
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      description: 'Schema name: lower-case letters and digits joined by single hyphens',
    }),
    default_country_code: Type.Union([Type.Literal(65), Type.Literal(91)]),
    email: Type.String({ format: 'email', maxLength: MAX_LENGTH.name, description: "The condo admin's e-mail" }),
    url_host: Type.Object({
      web_ui: Url('Web url'),
      service_ui: Type.Union([Url('Service url'), Type.Literal('')]),
    }),
    location: Url('Map url (Get Direction)'),
    web_apps: Type.Array(StringEnum(['alerts', 'wemas', 'lnpr', 'residents', 'vms'] as const), {
      maxItems: 5,
      uniqueItems: true,
      description: 'The web apps switched on; the others are created switched off',
    }),
    logo_url: Url('Logo url'),
    guard_house: Type.String({ minLength: 1, maxLength: 50, description: 'Guard house phone number' }),
  }),
});
export const CondoCreateResponse = Envelope(Type.Ref('Condo'));
