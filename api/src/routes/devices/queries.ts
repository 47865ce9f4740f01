import { aliasedTable, and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, bots, type DeviceKind, devices, facilities } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';

const createdBy = aliasedTable(adminUsers, 'created_by');
const updatedBy = aliasedTable(adminUsers, 'updated_by');

/** How many of a device's latest commands its row carries. */
export const COMMANDS_PER_ROW = 5;

/**
 * The state the console shows, derived on every read so it is always current: inactive devices read
 * inactive; a device never heard from reads null (Created); an active device silent for longer than its
 * timeout reads lost_connectivity; otherwise what it last reported (working when it reported nothing).
 */
export function deviceState(now: Date) {
  return sql<string | null>`CASE
    WHEN ${devices.status} = 'inactive' THEN 'inactive'
    WHEN ${devices.lastDataAt} IS NULL THEN NULL
    WHEN ${devices.lastDataAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${devices.timeoutMinutes})
      THEN 'lost_connectivity'
    ELSE coalesce(${devices.reportedState}, 'working') END`;
}

const pendingCommands = sql<string>`(
  SELECT coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind, 'status', c.status, 'created_at', c.created_at)
    ORDER BY c.id DESC), '[]'::json)::text
  FROM (SELECT id, kind, status, created_at FROM device_commands
        WHERE device_id = ${devices.id} ORDER BY id DESC LIMIT ${sql.raw(String(COMMANDS_PER_ROW))}) c)`;

function rowSelection(now: Date) {
  return {
    device: devices,
    state: deviceState(now),
    botName: bots.name,
    facilityName: facilities.name,
    createdByName: sql<string | null>`coalesce(nullif(${createdBy.firstName}, ''), ${createdBy.email})`,
    updatedByName: sql<string | null>`coalesce(nullif(${updatedBy.firstName}, ''), ${updatedBy.email})`,
    commands: pendingCommands,
  };
}

export interface DeviceListOptions {
  condoId: number;
  kind: DeviceKind;
  now: Date;
  /** device_type values (a camera's camera_type) */
  types?: string[];
  search?: string;
  page: number;
  perPage: number;
}

/**
 * One page of a condo's devices of one kind, by name. Served by devices_condo_kind_name_idx (and
 * devices_condo_kind_type_name_idx with a type filter); the search by the pg_trgm indexes on name and MAC.
 */
export async function listDevices(db: Db, options: DeviceListOptions) {
  const filters: SQL[] = [eq(devices.condoId, options.condoId), eq(devices.kind, options.kind)];
  if (options.types?.length) filters.push(inArray(devices.deviceType, options.types));
  const search = options.search?.trim();
  if (search) {
    const pattern = likeContaining(search);
    filters.push(or(ilike(devices.name, pattern), ilike(devices.macAddress, pattern)) as SQL);
  }
  const where = and(...filters);
  const idsByName = db
    .select({ id: devices.id })
    .from(devices)
    .where(where)
    .orderBy(asc(devices.name), asc(devices.id));
  return pageWithTotal(
    // Page the ids on the index alone, then join and derive for those rows only: PostgreSQL evaluates the
    // select list (joins, state, commands) for rows an OFFSET skips too.
    (page) =>
      selectRows(db, options.now)
        .where(inArray(devices.id, idsByName.limit(page.limit).offset(page.offset)))
        .orderBy(asc(devices.name), asc(devices.id)),
    db.select({ total: count() }).from(devices).where(where),
    options,
  );
}

function selectRows(db: Db, now: Date) {
  return db
    .select(rowSelection(now))
    .from(devices)
    .leftJoin(bots, eq(bots.id, devices.botId))
    .leftJoin(facilities, eq(facilities.id, devices.facilityId))
    .leftJoin(createdBy, eq(createdBy.id, devices.createdById))
    .leftJoin(updatedBy, eq(updatedBy.id, devices.updatedById));
}

export type DeviceRow = Awaited<ReturnType<typeof listDevices>>['rows'][number];

/** A device of this condo and kind, or undefined: another condo's id finds nothing. */
export async function findDevice(db: Db, condoId: number, kind: DeviceKind, id: number, now: Date) {
  const [row] = await selectRows(db, now).where(
    and(eq(devices.id, id), eq(devices.condoId, condoId), eq(devices.kind, kind)),
  );
  return row;
}

/** The device already holding this MAC address in the condo (any kind), other than `exceptId`. */
export async function deviceWithMac(db: Db, condoId: number, mac: string) {
  const [row] = await db
    .select({ id: devices.id, name: devices.name })
    .from(devices)
    .where(and(eq(devices.condoId, condoId), eq(devices.macAddress, mac)));
  return row;
}

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

/** A device row as the contract spells it (Camera, Kiosk or Vizitin). */
export function toDevice(row: DeviceRow) {
  const d = row.device;
  const commands = JSON.parse(row.commands ?? '[]') as {
    id: number;
    kind: string;
    status: string;
    created_at: string;
  }[];
  const base = {
    id: d.id,
    name: d.name,
    mac_address: d.macAddress,
    status: d.status,
    state: row.state,
    timeout: String(d.timeoutMinutes),
    dcs_channel: d.dcsChannel,
    description: d.description,
    video_terminal: d.videoTerminal,
    version: d.version,
    facility_id: d.facilityId,
    facility: d.facilityId != null && row.facilityName != null ? { id: d.facilityId, name: row.facilityName } : null,
    bot_id: d.botId,
    bot: d.botId != null && row.botName != null ? { id: d.botId, name: row.botName } : null,
    workflow_id: d.workflowId,
    last_data_at: iso(d.lastDataAt),
    created_by: row.createdByName ? { name: row.createdByName } : null,
    updated_by: row.updatedByName ? { name: row.updatedByName } : null,
    created_at: iso(d.createdAt) as string,
    updated_at: iso(d.updatedAt) as string,
    pending_commands: commands.map((command) => ({ ...command, created_at: iso(command.created_at) as string })),
  };
  return d.kind === 'camera'
    ? { ...base, type: d.purpose ?? 'LnprCamera', camera_type: d.deviceType }
    : { ...base, device_type: d.deviceType };
}
