import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { adminUsers, condos } from './core';

export type BmsReportStatus = 'queued' | 'rendering' | 'ready' | 'failed';

/**
 * Report jobs (spec part 3 §4 and §7): the HTML the console posts, rendered to a PDF by the `bms_report` job. The id
 * is a random UUID: it appears in the public viewer's link, so it must not be guessable. The HTML is kept after
 * rendering because the public viewer (`/html/report/{id}`) reads it. A report is its own record (who asked, when,
 * what came of it): not audited.
 */
export const bmsReports = pgTable(
  'bms_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    status: text('status').$type<BmsReportStatus>().notNull().default('queued'),
    content: text('content').notNull(),
    /** Why it failed; null otherwise. */
    error: text('error'),
    /** Where the PDF is in the report storage (src/report-jobs/storage.ts), once ready. */
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    /** Bumped when its shared links are revoked: a viewer token names the version it was made for. */
    viewLinkVersion: integer('view_link_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('bms_reports_condo_created_idx').on(t.condoId, t.createdAt)],
);

/**
 * A virtual patrol's camera group (spec part 3 §2.5 Patrolling Report). Its id is a random UUID because the printable
 * report is read without authentication: knowing the id is the right to read it (docs/api/reports.md, Patrolling).
 */
export const camGroups = pgTable(
  'cam_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [index('cam_groups_condo_name_idx').on(t.condoId, t.name)],
);

/**
 * One answer of a patrol round: at `submitted_at` the guard looked at `group_name` (a camera or checkpoint of the cam
 * group) and answered `question_name` with `answer_name`. Names are snapshots: no person, no phone.
 */
export const questionSubmissions = pgTable(
  'question_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    camGroupId: uuid('cam_group_id')
      .notNull()
      .references(() => camGroups.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    questionName: text('question_name').notNull(),
    answerName: text('answer_name').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('question_submissions_group_time_idx').on(t.camGroupId, t.submittedAt, t.id)],
);
