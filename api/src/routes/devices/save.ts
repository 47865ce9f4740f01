import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type Device, type DeviceKind, devices } from '../../db/schema';
import { unprocessable } from '../../plugins/http-errors';
import {
  CAMERA_TYPES_BY_PURPOSE,
  type CameraPurpose,
  DEFAULT_TIMEOUT_MINUTES,
  normaliseMac,
  purposeOfCameraType,
} from './kinds';
import { deviceWithMac } from './queries';

/** The body of `{cameras|kiosks|vizitins: {...}}`, as the three forms send it. */
export interface DeviceInput {
  name?: string;
  mac_address?: string;
  type?: CameraPurpose;
  camera_type?: string;
  device_type?: string;
  status?: 'active' | 'inactive';
  timeout?: string;
  dcs_channel?: string;
  description?: string;
  video_terminal?: string | null;
  version?: 'v1' | 'v2';
  bot_id?: number | null;
  facility_id?: number | null;
}

export const macInUse = (mac: string, name: string) => `MAC address ${mac} is already used by ${name}`;

/**
 * Checks what the schema cannot (locked name and MAC, camera type against purpose, the condo's bots,
 * facilities and MAC addresses) and returns the columns to write. Throws 422 with every problem found.
 */
export async function deviceValues(
  db: Db,
  condoId: number,
  kind: DeviceKind,
  input: DeviceInput,
  existing?: Device,
): Promise<Partial<typeof devices.$inferInsert>> {
  const problems: string[] = [];
  const name = input.name?.trim();
  const mac = input.mac_address === undefined ? undefined : normaliseMac(input.mac_address);
  if (existing) {
    if (name !== undefined && name !== existing.name)
      problems.push(`name cannot be changed once the device is created (it is ${existing.name})`);
    if (mac !== undefined && mac !== existing.macAddress)
      problems.push(`mac_address cannot be changed once the device is created (it is ${existing.macAddress})`);
  } else if (!name) problems.push('name must not be empty');

  const values: Partial<typeof devices.$inferInsert> = {};
  if (input.status !== undefined) values.status = input.status;
  if (input.timeout !== undefined) values.timeoutMinutes = Number(input.timeout.trim());
  // bot_id and facility_id are this condo's: the routes declare them for the shared foreign-id check.
  if (input.bot_id !== undefined) values.botId = input.bot_id;

  if (kind === 'camera') {
    const cameraType = input.camera_type ?? existing?.deviceType ?? '';
    const purpose = input.type ?? (input.camera_type ? purposeOfCameraType(cameraType) : existing?.purpose);
    const allowed: readonly string[] = CAMERA_TYPES_BY_PURPOSE[(purpose ?? 'LnprCamera') as CameraPurpose];
    if (!allowed.includes(cameraType)) problems.push(`camera_type must be one of ${allowed.join(', ')} for ${purpose}`);
    values.purpose = purpose ?? 'LnprCamera';
    values.deviceType = cameraType;
    if (input.dcs_channel !== undefined) values.dcsChannel = input.dcs_channel.trim();
  } else {
    if (input.device_type !== undefined) values.deviceType = input.device_type;
    if (input.description !== undefined) values.description = input.description;
    if (input.video_terminal !== undefined && kind === 'kiosk') values.videoTerminal = input.video_terminal;
    if (kind === 'vizitin') {
      if (input.version !== undefined) values.version = input.version;
      else if (!existing) values.version = 'v1';
    }
    if (input.facility_id !== undefined) values.facilityId = input.facility_id;
  }

  if (!existing && mac) {
    const holder = await deviceWithMac(db, condoId, mac);
    if (holder) problems.push(macInUse(mac, holder.name));
  }
  if (problems.length) throw unprocessable(problems[0] as string, problems);
  if (!existing) {
    values.name = name as string;
    values.macAddress = mac as string;
    values.timeoutMinutes ??= DEFAULT_TIMEOUT_MINUTES;
  }
  return values;
}

/** A device of the condo by id, of `kind` or — with `'any'` — of any kind (ids are unique across the kinds). */
export async function storedDevice(db: Db, condoId: number, kind: DeviceKind | 'any', id: number) {
  const [device] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.condoId, condoId), kind === 'any' ? undefined : eq(devices.kind, kind)));
  return device;
}
