import { stringify } from 'csv-stringify/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { condoTimezone } from '../../db/cron';
import type { Db } from '../../db/database';
import { adminUsers, condos, jobs } from '../../db/schema';
import { enqueueMessage } from '../../delivery';
import { safeCell } from '../../export/safe-cell';
import { type JobHandler, PermanentJobError } from '../../jobs';
import { MAIL_FROM } from '../../mail/transport';
import { CALL_LOG_REPORT_QUEUE, callLogReportKey, type ReportStorage } from '../../report-jobs/storage';
import { type CallLogFilter, listCallLogs } from './queries';

export { CALL_LOG_REPORT_QUEUE };
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

/** `call-logs-2026-11-16.csv`: the attachment's name, the day the report was made in the condo's time zone. */
export function callLogReportFilename(at: Date, timeZone: string): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return `call-logs-${part.year}-${part.month}-${part.day}.csv`;
}

/**
 * Builds the CSV of a generate_report request and mails it to who asked as an attachment, through the delivery queue
 * (Outbox). The file is kept in the report store, as a mailed user report's PDF is, so every try of the mail (and a
 * resend from the Outbox) carries the same bytes; the Outbox row holds a short body, not the rows.
 */
export function callLogReportHandler({
  db,
  storage,
  now,
}: {
  db: Db;
  storage: ReportStorage;
  now: () => Date;
}): JobHandler {
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
      const filename = callLogReportFilename(now(), condoTimezone(condo.configurations));
      const key = callLogReportKey(condo.id, job.id);
      // With a BOM, so that a spreadsheet reads the names as UTF-8.
      await storage.put(key, Buffer.from(`\uFEFF${csv}`, 'utf8'));
      const capped = rows >= REPORT_MAX_ROWS ? ` (the first ${REPORT_MAX_ROWS})` : '';
      await enqueueMessage(db, {
        condoId: condo.id,
        medium: 'mail',
        from: [MAIL_FROM],
        subject: `Call log report: ${condo.name}`,
        recipient: { full_name: user.firstName || user.email, email: user.email },
        recipientType: 'user',
        content:
          `The call logs of ${condo.name} from ${payload.from} to ${payload.to} are attached as a CSV file ` +
          `(${filename}): ${rows} call(s)${capped}, newest first.`,
        attachments: [{ filename, contentType: 'text/csv; charset=utf-8', key }],
        sentById: user.id,
      });
    },
  };
}
