// The work the restart, stop and kill tests interrupt (delivery/, jobs/graceful-stop.test.ts, jobs/kill-nine.test.ts):
// a batch of SMS queued at once, and a report long enough to be still rendering when its instance goes.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { condos, residents } from '../db/schema';
import { enqueueMessage } from '../delivery/outbox';

/**
 * `count` SMS to marina-bay's residents, texts `${prefix} 0` … `${prefix} ${count - 1}`, queued in one transaction so
 * the workers see the whole batch at once. Returns the outbox ids of those queued (a suppressed number is not).
 */
export async function queueSmsBatch(db: Db, count: number, prefix: string): Promise<number[]> {
  const [condo] = await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, 'marina-bay'));
  const people = await db
    .select({ name: residents.name, phone: residents.phone })
    .from(residents)
    .where(eq(residents.condoId, condo?.id ?? 0))
    .limit(count);
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const person = people[i % people.length] as (typeof people)[number];
      const result = await enqueueMessage(tx, {
        condoId: condo?.id ?? 0,
        medium: 'sms',
        from: 'Marina Bay',
        recipient: { full_name: person.name, phone: person.phone, country_code: 65 },
        recipientType: 'resident',
        content: `${prefix} ${i}`,
      });
      if (result.status === 'queued') ids.push(result.id);
    }
  });
  return ids;
}

/** A report of a table of `rows` rows (4,000: many A4 pages, seconds of Chromium). */
export function longReport(rows = 4000): string {
  const body = Array.from(
    { length: rows },
    (_, i) => `<tr><td>${i + 1}</td><td>Vehicle SG${1000 + i}A</td><td>Main Gate Entry</td></tr>`,
  ).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Report</title></head><body><table>${body}</table></body></html>`;
}
