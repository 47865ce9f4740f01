import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { condoTimezone } from '../db/cron';
import type { Db } from '../db/database';
import { adminUsers, condoMemberships, condos, userReports } from '../db/schema';
import { enqueueMessage, type NewMessage } from '../delivery';
import { recordUnsent } from '../delivery/outbox';
import { type JobHandler, PermanentJobError } from '../jobs';
import { MAIL_FROM } from '../mail/transport';
import { type Renderer, RenderRefused } from '../report-jobs/renderer';
import type { ReportStorage } from '../report-jobs/storage';
import { drawAs, ReportCallRefused } from './drawer';

export const USER_REPORT_QUEUE = 'user_report';

/** One recipient's copy of one user report for one period (a job of the user_report queue). */
export interface UserReportJob {
  userReportId: number;
  userId: number;
  /** ISO instants of the period (period.ts). */
  from: string;
  to: string;
}

/** `16-11-2026`: the day of an instant in the condo's time zone, as the reports write dates (spec part 3 §9). */
const dayIn = (timezone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: timezone, day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(at)
    .replaceAll('/', '-');

/** The report, its condo and its recipient as the mail needs them; undefined when one no longer exists. */
async function partsOf(db: Db, job: UserReportJob) {
  const [report] = await db.select().from(userReports).where(eq(userReports.id, job.userReportId));
  if (!report) return undefined;
  const [condo] = await db.select().from(condos).where(eq(condos.id, report.condoId));
  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, firstName: adminUsers.firstName })
    .from(adminUsers)
    .innerJoin(
      condoMemberships,
      and(eq(condoMemberships.adminUserId, adminUsers.id), eq(condoMemberships.condoId, report.condoId)),
    )
    .where(eq(adminUsers.id, job.userId));
  if (!condo || !user) return undefined;
  const timezone = condoTimezone(condo.configurations);
  const days = `${dayIn(timezone, new Date(job.from))} to ${dayIn(timezone, new Date(job.to))}`;
  const mail = (subject: string, content: string): NewMessage => ({
    condoId: condo.id,
    medium: 'mail',
    from: [MAIL_FROM],
    subject,
    recipient: { full_name: user.firstName || user.email, email: user.email },
    recipientType: 'user',
    content,
  });
  return { report, condo, user, timezone, days, mail };
}

/**
 * Draws one recipient's user report for its period, renders it to PDF in the report renderer, stores the file and
 * queues the mail that carries it (so it appears in the Outbox and is tried again like any mail). A report switched
 * off, deleted or no longer addressed to the user since it was planned is not sent. A refusal that another try
 * cannot change (the user may not read the data, the HTML breaks a render limit) fails at once; the failure is
 * recorded as an unsent mail, so the Outbox shows why the user got nothing.
 */
export function userReportHandler(deps: {
  app: FastifyInstance;
  db: Db;
  renderer: Renderer;
  storage: ReportStorage;
}): JobHandler {
  const { db } = deps;
  return {
    async run(job) {
      const payload = job.payload as unknown as UserReportJob;
      const parts = await partsOf(db, payload);
      if (!parts) throw new PermanentJobError('The report, its condo or its user no longer exists');
      const { report, condo, user, days, mail } = parts;
      if (report.status !== 'active' || !report.userIds.includes(user.id)) return;
      let pdf: Buffer;
      let title: string;
      try {
        const range = { from: new Date(payload.from), to: new Date(payload.to) };
        const drawn = await drawAs(deps.app, user, { type: report.reportType, condo: condo.aliasName, range });
        title = drawn.title;
        pdf = await deps.renderer.render(drawn.html);
      } catch (error) {
        const refused =
          (error instanceof ReportCallRefused && error.statusCode < 500) || error instanceof RenderRefused;
        if (refused) throw new PermanentJobError((error as Error).message);
        throw error;
      }
      const filename = `${title} ${days.replace(' to ', ' - ')}.pdf`;
      const key = `${condo.id}/user-reports/${report.id}-${user.id}-${job.id}.pdf`;
      await deps.storage.put(key, pdf);
      await enqueueMessage(db, {
        ...mail(
          `${title}: ${condo.name}, ${days}`,
          `Your report "${report.name}" of ${condo.name} for ${days} is attached as a PDF (${filename}).`,
        ),
        attachments: [{ filename, contentType: 'application/pdf', key }],
      });
    },

    async onFailure(tx, job, error) {
      const parts = await partsOf(tx, job.payload as unknown as UserReportJob);
      if (!parts) return;
      const { report, condo, days, mail } = parts;
      await recordUnsent(
        tx,
        mail(`${report.name}: ${condo.name}, ${days}`, `Your report "${report.name}" for ${days} could not be made.`),
        `Report not made: ${error.message}`.slice(0, 2000),
      );
    },
  };
}
