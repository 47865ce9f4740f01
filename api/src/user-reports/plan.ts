import { and, eq, inArray } from 'drizzle-orm';
import { condoTimezone } from '../db/cron';
import type { Db } from '../db/database';
import { adminUsers, condoMemberships, condos, userReports } from '../db/schema';
import { enqueueMany } from '../jobs';
import { USER_REPORT_QUEUE, type UserReportJob } from './handler';
import { reportPeriod } from './period';

/** Tries of one recipient's report: a busy renderer or a store hiccup may pass. */
const USER_REPORT_MAX_ATTEMPTS = 3;

/**
 * The `send_user_reports` task: one job per recipient of each active user report of the condo, covering the days
 * since the scheduler's previous fire (period.ts). Recipients are the report's users who are still members of the
 * condo; the jobs draw, render and mail (handler.ts).
 */
export async function planUserReports(
  db: Db,
  { condoId, plannedAt, cronline }: { condoId: number; plannedAt: Date; cronline: string },
) {
  const [condo] = await db.select({ configurations: condos.configurations }).from(condos).where(eq(condos.id, condoId));
  const period = reportPeriod(cronline, condoTimezone(condo?.configurations), plannedAt);
  const reports = await db
    .select({ id: userReports.id, userIds: userReports.userIds })
    .from(userReports)
    .where(and(eq(userReports.condoId, condoId), eq(userReports.status, 'active')));
  const addressed = [...new Set(reports.flatMap((report) => report.userIds))];
  const members = addressed.length
    ? await db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .innerJoin(
          condoMemberships,
          and(eq(condoMemberships.adminUserId, adminUsers.id), eq(condoMemberships.condoId, condoId)),
        )
        .where(inArray(adminUsers.id, addressed))
    : [];
  const member = new Set(members.map((row) => row.id));
  const jobs: UserReportJob[] = reports.flatMap((report) =>
    report.userIds
      .filter((userId) => member.has(userId))
      .map((userId) => ({
        userReportId: report.id,
        userId,
        from: period.from.toISOString(),
        to: period.to.toISOString(),
      })),
  );
  await enqueueMany(db, USER_REPORT_QUEUE, jobs as unknown as Record<string, unknown>[], {
    maxAttempts: USER_REPORT_MAX_ATTEMPTS,
  });
  return { reports: reports.length, mails: jobs.length, from: period.from.toISOString(), to: period.to.toISOString() };
}
