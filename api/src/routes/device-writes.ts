import { and, eq, inArray } from 'drizzle-orm';
import { type TSchema, Type } from 'typebox';
import type { Db } from '../db/database';
import { type DeviceKind, devices } from '../db/schema';
import { forbidden, unprocessable } from '../plugins/http-errors';
import { MAC_PATTERN, normaliseMac } from './devices/kinds';

/**
 * What the device-facing writes share: what devices at the gates report as it happens (each folder's
 * device-routes.ts: vehicle-entries, visits, alerts, call-logs, resident-entries). A bot's `Token <auth_token>` or a
 * console user with the action may call them; none is in the spec (docs/api/devices-and-site-events.md).
 */

/** One OpenAPI tag for every device write, whichever folder serves it. */
export const deviceWriteTags = ['site-events'];
export const deviceWriteSecurity: Record<string, string[]>[] = [{ BotToken: [] }, { JWT: [] }];
export const DEVICE_NOTE =
  ' Device-facing (a bot’s `Token <auth_token>`); not in the spec (docs/api/devices-and-site-events.md).';

/** Site activity is the devices' record, not a user's change: the audit trail keeps none of it. */
const audit = { skip: 'device-reported activity, not a user’s change' };

/** A device write's route config: its permission, and no audit event. */
export const deviceWrite = (resource: string, action: 'create' | 'update') => ({
  permission: { resource: `api/v1/${resource}`, action },
  audit,
});

const KIND_NOUNS: Record<DeviceKind, string> = { camera: 'a camera', kiosk: 'a kiosk', vizitin: 'a vizitin' };

/**
 * The condo's device of one of `kinds` with that MAC address; 422 naming what it must be otherwise. A bot reports
 * only for its own devices (403 otherwise, as at the heartbeat); a console user with the action for any.
 */
export async function reportingDevice(db: Db, condoId: number, mac: string, kinds: DeviceKind[], botId?: number) {
  const address = normaliseMac(mac);
  const [device] = await db
    .select({
      id: devices.id,
      name: devices.name,
      kind: devices.kind,
      macAddress: devices.macAddress,
      botId: devices.botId,
    })
    .from(devices)
    .where(and(eq(devices.condoId, condoId), eq(devices.macAddress, address), inArray(devices.kind, kinds)));
  if (!device) {
    const nouns = kinds.map((kind) => KIND_NOUNS[kind]).join(' or ');
    throw unprocessable(`mac_address ${address} must be ${nouns} of this condo`, [
      `mac_address must be ${nouns} of this condo`,
    ]);
  }
  if (botId !== undefined && device.botId !== botId)
    throw forbidden(`The device ${address} is not assigned to this bot`);
  return device;
}

// The pieces of the device writes' bodies and answers.
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Time = Type.String({ format: 'date-time' });
export const NullableText = Nullable(Type.String());

/** Free text without NUL characters (PostgreSQL text cannot hold them). */
const NO_NUL = '^[^\\u0000]*$';
export const Text = (maxLength: number, options: { description?: string; minLength?: number } = {}) =>
  Type.String({ maxLength, pattern: NO_NUL, 'x-message': 'must not contain NUL characters', ...options });

export const Mac = (description: string) =>
  Type.String({
    pattern: MAC_PATTERN,
    maxLength: 40,
    description,
    'x-message': 'must be six hex pairs separated by : or -',
  });

export const Plate = Type.String({
  maxLength: 20,
  pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9 -]*$',
  description: 'As the camera read it (letters, digits, spaces, dashes)',
  'x-message': 'must be letters and digits',
});

/** Plates as cameras read them: upper case, no spaces (`sba 1234 a` → `SBA1234A`). */
export const normalisePlate = (plate: string) => plate.replace(/\s+/g, '').toUpperCase();
