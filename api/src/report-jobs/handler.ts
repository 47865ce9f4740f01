import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bmsReports } from '../db/schema';
import { type JobHandler, PermanentJobError } from '../jobs';
import { type Renderer, RenderRefused } from './renderer';
import { type ReportStorage, reportFileKey } from './storage';

export const BMS_REPORT_QUEUE = 'bms_report';
/** A render that failed for another reason than the HTML (a browser crash, the store) is tried this often. */
export const BMS_REPORT_MAX_ATTEMPTS = 3;

/**
 * Renders a posted report to PDF and stores it: queued → rendering → ready, or failed with the reason. A limit the
 * HTML breaks (time, size) or a missing Chromium fails the job at once; anything else is retried with backoff and
 * the report goes back to queued. A report found ready was finished by a worker that died before marking the job.
 */
export function bmsReportHandler(deps: {
  db: Db;
  renderer: Renderer;
  storage: ReportStorage;
  now: () => Date;
}): JobHandler {
  const { db } = deps;
  const setStatus = (tx: Db, id: string, values: Partial<typeof bmsReports.$inferInsert>) =>
    tx
      .update(bmsReports)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(bmsReports.id, id));
  const reportIdOf = (payload: Record<string, unknown>) => String(payload.reportId);
  return {
    async run(job) {
      const id = reportIdOf(job.payload);
      const [report] = await db
        .select({ condoId: bmsReports.condoId, status: bmsReports.status, content: bmsReports.content })
        .from(bmsReports)
        .where(eq(bmsReports.id, id));
      if (!report) throw new PermanentJobError('The report no longer exists');
      if (report.status === 'ready') return;
      await setStatus(db, id, { status: 'rendering', error: null });
      let pdf: Buffer;
      try {
        pdf = await deps.renderer.render(report.content);
      } catch (error) {
        if (error instanceof RenderRefused) throw new PermanentJobError(error.message);
        throw error;
      }
      const fileKey = reportFileKey(report.condoId, id);
      await deps.storage.put(fileKey, pdf);
      await setStatus(db, id, { status: 'ready', fileKey, fileSize: pdf.byteLength, error: null });
    },
    async onRetry(tx, job) {
      await setStatus(tx, reportIdOf(job.payload), { status: 'queued' });
    },
    async onFailure(tx, job, error) {
      await setStatus(tx, reportIdOf(job.payload), { status: 'failed', error: error.message.slice(0, 2000) });
    },
  };
}
