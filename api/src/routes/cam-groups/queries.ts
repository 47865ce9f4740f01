import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { camGroups, questionSubmissions } from '../../db/schema';
import { pageWithTotal } from '../../db/sql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listCamGroups(db: Db, condoId: number, page: number, perPage: number) {
  const where = eq(camGroups.condoId, condoId);
  return pageWithTotal(
    db
      .select({
        id: camGroups.id,
        name: camGroups.name,
        submissions: sql<number>`count(${questionSubmissions.id})::int`,
        lastSubmittedAt: max(questionSubmissions.submittedAt),
      })
      .from(camGroups)
      .leftJoin(questionSubmissions, eq(questionSubmissions.camGroupId, camGroups.id))
      .where(where)
      .groupBy(camGroups.id)
      .orderBy(asc(camGroups.name), asc(camGroups.id))
      .$dynamic(),
    db.select({ total: count() }).from(camGroups).where(where),
    { page, perPage },
  );
}

/** The answers of a cam group of this condo, oldest round first; undefined when the id names none of this condo. */
export async function patrolSubmissions(db: Db, condoId: number, id: string) {
  if (!UUID.test(id)) return undefined;
  const [group] = await db
    .select({ id: camGroups.id })
    .from(camGroups)
    .where(and(eq(camGroups.id, id.toLowerCase()), eq(camGroups.condoId, condoId)));
  if (!group) return undefined;
  return db
    .select({
      groupName: questionSubmissions.groupName,
      questionName: questionSubmissions.questionName,
      answerName: questionSubmissions.answerName,
      submittedAt: questionSubmissions.submittedAt,
    })
    .from(questionSubmissions)
    .where(eq(questionSubmissions.camGroupId, group.id))
    .orderBy(asc(questionSubmissions.submittedAt), asc(questionSubmissions.id));
}
