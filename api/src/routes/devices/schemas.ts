import { type TSchema, Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, ID_MAX, Id, MAX_LENGTH, PagedEnvelope, PageQuery } from '../../plugins/envelope';
import {
  CAMERA_PURPOSES,
  CAMERA_TYPES,
  DEVICE_STATES,
  DEVICE_STATUSES,
  KIOSK_TYPES,
  MAC_PATTERN,
  VIZITIN_TYPES,
  VIZITIN_VERSIONS,
} from './kinds';

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A string enum (`{enum: [...]}`): one readable 422 message, 'must be one of a, b'. */
const Literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const NameOnly = Nullable(Type.Object({ name: Type.String() }));
const IdName = Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }));

export const DeviceCommandSummary = Type.Object(
  {
    id: Type.Integer(),
    kind: Literals(['reset', 'hard_reset', 'in_app_update']),
    status: Literals(['pending', 'delivered', 'done']),
    created_at: Timestamp,
  },
  { $id: 'DeviceCommandSummary' },
);

const deviceProperties = {
  id: Type.Integer(),
  name: Type.String(),
  mac_address: Type.String({ description: 'Upper-case, colon-separated' }),
  status: Literals(DEVICE_STATUSES),
  state: Nullable(Literals(DEVICE_STATES)),
  timeout: Type.String({ description: 'Minutes without data before an active device reads lost_connectivity' }),
  dcs_channel: Nullable(Type.String()),
  description: Nullable(Type.String()),
  video_terminal: Nullable(Type.String()),
  version: Nullable(Literals(VIZITIN_VERSIONS)),
  facility_id: Nullable(Type.Integer()),
  facility: addition('Not in the spec’s devices (they have facility_id)', IdName),
  bot_id: Nullable(Type.Integer()),
  bot: addition('Not in the spec’s devices (they have bot_id)', IdName),
  workflow_id: Nullable(Type.Integer()),
  last_data_at: Nullable(Timestamp),
  created_by: NameOnly,
  updated_by: NameOnly,
  created_at: addition('Not in the spec’s devices', Timestamp),
  updated_at: addition('Not in the spec’s devices', Timestamp),
  pending_commands: addition(
    'Not in the spec: Device Details shows a Commands table from it',
    Type.Array(Type.Ref('DeviceCommandSummary'), {
      description: 'The latest few commands (reset, hard reset, in-app update), newest first',
    }),
  ),
};

/** The device fields the spec does not give this kind (spec part 1 §3): marked, as this kind's additions. */
const notOfKind = (kind: string, names: (keyof typeof deviceProperties)[]) =>
  Object.fromEntries(
    names.map((name) => [name, addition(`Not in the spec’s ${kind}`, deviceProperties[name] as TSchema)]),
  ) as Partial<typeof deviceProperties>;

export const Camera = Type.Object(
  {
    ...deviceProperties,
    ...notOfKind('Camera', ['description', 'video_terminal', 'version', 'facility_id', 'workflow_id']),
    type: Literals(CAMERA_PURPOSES),
    camera_type: Literals(CAMERA_TYPES),
  },
  { $id: 'Camera' },
);
export const Kiosk = Type.Object(
  { ...deviceProperties, ...notOfKind('Kiosk', ['dcs_channel', 'version']), device_type: Literals(KIOSK_TYPES) },
  { $id: 'Kiosk' },
);
export const Vizitin = Type.Object(
  {
    ...deviceProperties,
    ...notOfKind('Vizitin', ['dcs_channel', 'video_terminal', 'last_data_at', 'created_by', 'updated_by']),
    device_type: Literals(VIZITIN_TYPES),
  },
  { $id: 'Vizitin' },
);

const searchQuery = {
  query: Type.Optional(
    Type.String({
      maxLength: MAX_LENGTH.search,
      description: 'Name or MAC address containing the text, case-insensitive',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: MAX_LENGTH.search, description: 'The same as query (the vizitin list sends search)' }),
  ),
  ...PageQuery,
};

/** Spec part 1 §7: `type, page, per_page, query`. `type` is one camera type, or a purpose for all of its types. */
export const CameraListQuery = Type.Object({
  type: Type.Optional(
    Type.Unsafe<string>({
      type: 'string',
      enum: [...CAMERA_PURPOSES, ...CAMERA_TYPES],
      description: 'A camera type (resident_entry_cam, …, alert_cam) or a purpose (LnprCamera, AlertCamera)',
    }),
  ),
  ...searchQuery,
  search: addition('The spec’s camera list takes query', searchQuery.search),
});
export const KioskListQuery = Type.Object({
  'type[]': Type.Optional(
    Type.Array(Literals([...KIOSK_TYPES, 'facility']), { description: 'kiosk_filter: facility = facility_device' }),
  ),
  ...searchQuery,
  search: addition('The spec’s kiosk list takes query', searchQuery.search),
});
export const VizitinListQuery = Type.Object({
  'type[]': Type.Optional(
    Type.Array(Literals([...VIZITIN_TYPES, 'facility']), { description: 'vizitin_filter: facility = facility_device' }),
  ),
  ...searchQuery,
  query: addition('The spec’s vizitin list takes search', searchQuery.query),
});

const Mac = Type.String({
  pattern: MAC_PATTERN,
  maxLength: 40,
  'x-message': 'must be six hex pairs separated by : or -',
  description: 'AA:BB:CC:DD:EE:FF or aa-bb-…; stored upper-case with colons. Cannot change once created',
});
const Timeout = Type.String({
  maxLength: 20,
  pattern: '^\\s*[1-9][0-9]{0,5}\\s*$',
  'x-message': 'must be a whole number of minutes above 0',
  description: 'Minutes (default 180); a number is accepted too',
});
const Reference = Nullable(Id());

const commonFields = {
  id: Type.Optional(Type.Integer({ minimum: 0, maximum: ID_MAX, description: 'Ignored; the path names the device' })),
  name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name, description: 'Cannot change once created' }),
  mac_address: Mac,
  status: Type.Optional(Literals(DEVICE_STATUSES)),
  timeout: Timeout,
  bot_id: Type.Optional(Reference),
};

function body<T extends Record<string, TSchema>>(key: string, fields: T, required: string[], create: boolean) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [
      name,
      create && required.includes(name) ? schema : Type.Optional(schema as TSchema),
    ]),
  );
  return Type.Object({ [key]: Type.Object(properties) }, { required: [key] });
}

const cameraFields = {
  ...commonFields,
  type: Type.Optional(Literals(CAMERA_PURPOSES)),
  camera_type: Literals(CAMERA_TYPES),
  dcs_channel: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
};
const CAMERA_REQUIRED = ['name', 'mac_address', 'camera_type', 'timeout', 'dcs_channel'];

const kioskFields = {
  ...commonFields,
  device_type: Literals(KIOSK_TYPES),
  description: Type.String({ minLength: 1, maxLength: MAX_LENGTH.text }),
  video_terminal: Type.Optional(Nullable(Type.String({ maxLength: MAX_LENGTH.name }))),
  facility_id: Type.Optional(Reference),
};
const vizitinFields = {
  ...commonFields,
  device_type: Literals(VIZITIN_TYPES),
  description: Type.String({ minLength: 1, maxLength: MAX_LENGTH.text }),
  version: Type.Optional(Literals(VIZITIN_VERSIONS)),
  facility_id: Type.Optional(Reference),
};
const KIOSK_REQUIRED = ['name', 'mac_address', 'timeout', 'description', 'device_type'];

export const CameraCreateBody = body('cameras', cameraFields, CAMERA_REQUIRED, true);
export const CameraUpdateBody = body('cameras', cameraFields, CAMERA_REQUIRED, false);
export const KioskCreateBody = body('kiosks', kioskFields, KIOSK_REQUIRED, true);
export const KioskUpdateBody = body('kiosks', kioskFields, KIOSK_REQUIRED, false);
export const VizitinCreateBody = body('vizitins', vizitinFields, KIOSK_REQUIRED, true);
export const VizitinUpdateBody = body('vizitins', vizitinFields, KIOSK_REQUIRED, false);

export const DeviceParams = Type.Object({ id: Id() });

export const deviceListResponse = (id: string) => PagedEnvelope(Type.Ref(id));
export const deviceResponse = (id: string) => Envelope(Type.Ref(id));

export const InAppUpdateBody = Type.Object({
  update_version: Type.Optional(
    Type.String({
      maxLength: 100,
      description: "Required: letters, digits, underscore and dot only, else 422 'Please enter the latest version'",
    }),
  ),
  device_mac_address: Type.String({ maxLength: 40 }),
});

export const deviceComponents = [DeviceCommandSummary, Camera, Kiosk, Vizitin];
