import { stringify } from 'csv-stringify/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, condos, jobs } from '../../db/schema';
import { enqueueMessage } from '../../delivery';
import { safeCell } from '../../export/safe-cell';
import { type JobHandler, PermanentJobError } from '../../jobs';
import { MAIL_FROM } from '../../mail/transport';
import { type CallLogFilter, listCallLogs } from './queries';

export const CALL_LOG_REPORT_QUEUE = 'call_log_report';
/** A 30-day range of a busy condo stays well under this. */
export const REPORT_MAX_ROWS = 20_000;

export interface CallLogReportPayload {
  condoId: number;
  adminUserId: number;
  from: string;
  to: string;
  callTypes?: string[] | undefined;
  statuses?: string[] | undefined;
  gates?: string[] | undefined;
}

/** The condo's call-log reports still waiting for or being made (their jobs; the due-jobs index covers them). */
export async function countUnfinishedCallLogReports(db: Db, condoId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, CALL_LOG_REPORT_QUEUE),
        inArray(jobs.status, ['pending', 'running']),
        sql`${jobs.payload}->'condoId' = ${JSON.stringify(condoId)}::jsonb`,
      ),
    );
  return row?.count ?? 0;
}

const HEADER = [
  'Resident name',
  'Resident phone',
  'Forwarded to',
  'Unit Number',
  'Status',
  'Gate open',
  'Triggered at',
  'Call Type',
  'Device name',
  'Device mac address',
  'Reason',
];

/** The CSV of the filtered call logs, newest first. Names and reasons come from bots and people: no cell may be a formula. */
export async function callLogCsv(db: Db, filter: CallLogFilter): Promise<{ csv: string; rows: number }> {
  const rows = await listCallLogs(db, filter, REPORT_MAX_ROWS);
  const records = rows.map((row) =>
    [
      row.residentName ?? '',
      row.residentPhone ?? '',
      row.forwardedCall ? (row.forwardedTo ?? '') : '',
      row.unitNumber ?? '',
      row.status,
      row.gateOpen ?? '',
      row.createdAt.toISOString(),
      row.callType,
      row.deviceName ?? '',
      row.deviceMac ?? '',
      row.forwardedReason ?? '',
    ].map(safeCell),
  );
  return { csv: stringify([HEADER, ...records]), rows: rows.length };
}

/** Builds the CSV of a generate_report request and mails it to who asked, through the delivery queue (Outbox). */
export function callLogReportHandler({ db }: { db: Db }): JobHandler {
  return {
    async run(job) {
      const payload = job.payload as unknown as CallLogReportPayload;
      const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, payload.adminUserId));
      const [condo] = await db.select().from(condos).where(eq(condos.id, payload.condoId));
      if (!user || !condo) throw new PermanentJobError('The user or condo of the report no longer exists');
      const filter = {
        condoId: payload.condoId,
        from: new Date(payload.from),
        to: new Date(payload.to),
        callTypes: payload.callTypes,
        statuses: payload.statuses,
        gates: payload.gates,
      } as CallLogFilter;
      const { csv, rows } = await callLogCsv(db, filter);
      await enqueueMessage(db, {
        condoId: condo.id,
        medium: 'mail',
        from: [MAIL_FROM],
        subject: `Call log report: ${condo.name}`,
        recipient: { full_name: user.firstName || user.email, email: user.email },
        recipientType: 'user',
        content:
          `Call logs of ${condo.name} from ${payload.from} to ${payload.to}: ${rows} call(s)` +
          `${rows >= REPORT_MAX_ROWS ? ` (the first ${REPORT_MAX_ROWS})` : ''}.\n\n${csv}`,
        sentById: user.id,
      });
    },
  };
}
