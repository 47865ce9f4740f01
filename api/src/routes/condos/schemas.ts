import { Type } from 'typebox';
import { Envelope, MAX_LENGTH, PagedEnvelope, PageQuery } from '../../plugins/envelope';

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
  created_at: Timestamp,
  updated_at: Timestamp,
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
