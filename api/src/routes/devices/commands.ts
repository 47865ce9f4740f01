import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type DeviceCommandKind, type DeviceKind, deviceCommands } from '../../db/schema';

/**
 * A command delivered in a heartbeat answer and not acknowledged within this time is delivered again
 * (the device may have crashed before acting on it). Until then it is never delivered twice.
 */
export const REDELIVER_AFTER_SECONDS = 60;

export async function createCommand(
  db: Db,
  device: { id: number; kind: DeviceKind },
  kind: DeviceCommandKind,
  payload: Record<string, unknown>,
  createdById: number | null,
  now: Date,
) {
  const [command] = await db
    .insert(deviceCommands)
    .values({ deviceId: device.id, deviceKind: device.kind, kind, payload, createdById, createdAt: now })
    .returning();
  return command;
}

/** Marks the device's listed commands done; ids of other devices' commands are ignored. */
export async function acknowledgeCommands(db: Db, deviceId: number, ids: number[], now: Date) {
  if (!ids.length) return;
  await db
    .update(deviceCommands)
    .set({ status: 'done', acknowledgedAt: now })
    .where(
      and(eq(deviceCommands.deviceId, deviceId), inArray(deviceCommands.id, ids), ne(deviceCommands.status, 'done')),
    );
}

/**
 * Claims the commands due for delivery in one UPDATE: pending ones, and delivered ones left unacknowledged
 * for REDELIVER_AFTER_SECONDS. Row locks make concurrent heartbeats of one device claim each command once.
 */
export async function claimCommands(db: Db, deviceId: number, now: Date) {
  const stale = sql`${now.toISOString()}::timestamptz - make_interval(secs => ${REDELIVER_AFTER_SECONDS})`;
  const claimed = await db
    .update(deviceCommands)
    .set({ status: 'delivered', deliveredAt: now })
    .where(
      and(
        eq(deviceCommands.deviceId, deviceId),
        or(
          eq(deviceCommands.status, 'pending'),
          and(eq(deviceCommands.status, 'delivered'), sql`${deviceCommands.deliveredAt} < ${stale}`),
        ),
      ),
    )
    .returning({
      id: deviceCommands.id,
      kind: deviceCommands.kind,
      payload: deviceCommands.payload,
      created_at: deviceCommands.createdAt,
    });
  return claimed
    .sort((a, b) => a.id - b.id)
    .map((command) => ({ ...command, created_at: command.created_at.toISOString() }));
}
