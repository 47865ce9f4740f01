import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type CallStatus, type CallType, callLogs, type GateOpen } from '../../db/schema';
import { type Paging, pageWithTotal } from '../../db/sql';
import { DAY_MS } from '../../db/time';
import { unprocessable } from '../../plugins/http-errors';

export const MAX_RANGE_DAYS = 30;

export interface CallLogFilter {
  condoId: number;
  from: Date;
  to: Date;
  callTypes?: CallType[] | undefined;
  statuses?: CallStatus[] | undefined;
  gates?: GateOpen[] | undefined;
}

export interface RawFilterQuery {
  from_time?: string | undefined;
  to_time?: string | undefined;
  call_type?: CallType[] | undefined;
  'status[]'?: CallStatus[] | undefined;
  'gate_open[]'?: GateOpen[] | undefined;
}

/** Monday 00:00 UTC of the week of `now`. */
export function startOfWeek(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

function parseTime(value: string, name: string): Date {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw unprocessable(`${name} is not a valid date`);
  return time;
}

/**
 * The query's filters with the spec's defaults (the current week: Monday 00:00 UTC to now) and limits: to_time not
 * before from_time, and a range of at most 30 days (spec part 2 §5) — otherwise 422.
 */
export function filterOf(condoId: number, query: RawFilterQuery, now: Date): CallLogFilter {
  const from = query.from_time ? parseTime(query.from_time, 'from_time') : startOfWeek(now);
  const to = query.to_time ? parseTime(query.to_time, 'to_time') : now;
  if (to < from) throw unprocessable('to_time must not be before from_time');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw unprocessable(`The date range may not exceed ${MAX_RANGE_DAYS} days`);
  }
  return {
    condoId,
    from,
    to,
    callTypes: query.call_type,
    statuses: query['status[]'],
    gates: query['gate_open[]'],
  };
}

/** status ∈ statuses AND gate_open ∈ gates AND call_type ∈ types, each only when given. */
export function whereOf(filter: CallLogFilter): SQL {
  const parts: SQL[] = [
    eq(callLogs.condoId, filter.condoId),
    gte(callLogs.createdAt, filter.from),
    lte(callLogs.createdAt, filter.to),
  ];
  if (filter.callTypes?.length) parts.push(inArray(callLogs.callType, filter.callTypes));
  if (filter.statuses?.length) parts.push(inArray(callLogs.status, filter.statuses));
  if (filter.gates?.length) parts.push(inArray(callLogs.gateOpen, filter.gates));
  return and(...parts) as SQL;
}

export type CallLogRow = typeof callLogs.$inferSelect;

const newestFirst = (db: Db, filter: CallLogFilter) =>
  db.select().from(callLogs).where(whereOf(filter)).orderBy(desc(callLogs.createdAt), desc(callLogs.id)).$dynamic();

const counted = (db: Db, filter: CallLogFilter) => db.select({ total: count() }).from(callLogs).where(whereOf(filter));

/** A page of the filtered call logs, newest first, and how many there are in all. */
export const pageCallLogs = (db: Db, filter: CallLogFilter, paging: Paging) =>
  pageWithTotal(newestFirst(db, filter), counted(db, filter), paging);

/** The first `limit` filtered call logs, newest first. */
export const listCallLogs = (db: Db, filter: CallLogFilter, limit: number) => newestFirst(db, filter).limit(limit);

export async function countCallLogs(db: Db, filter: CallLogFilter): Promise<number> {
  const [row] = await counted(db, filter);
  return row?.total ?? 0;
}

export function toWire(row: CallLogRow) {
  return {
    id: row.id,
    status: row.status,
    gate_open: row.gateOpen,
    resident: { name: row.residentName, phone: row.residentPhone },
    forwarded_call: row.forwardedCall,
    forwarded_to: row.forwardedTo,
    unit_number: row.unitNumber,
    created_at: row.createdAt.toISOString(),
    call_type: row.callType,
    device_data: { name: row.deviceName, mac_address: row.deviceMac },
    forwarded_reason: row.forwardedReason,
  };
}
