import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { camGroups, condos, questionSubmissions } from '../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../db/time';
import { seededRandom } from './random';

/** Spec part 3 §2.5 Patrolling Report: each demo condo's virtual patrol, camera by camera. */
const DEMO_CAM_GROUPS: { name: string; cameras: string[] }[] = [
  { name: 'Perimeter night patrol', cameras: ['Main gate', 'Side gate', 'Fence line east'] },
  { name: 'Car park and loading bay', cameras: ['Car park B1 ramp', 'Car park B2', 'Loading bay'] },
  { name: 'Pool and clubhouse', cameras: ['Pool deck', 'Clubhouse lobby'] },
];
const QUESTIONS: { name: string; answers: string[]; usual: string }[] = [
  { name: 'Any suspicious person or activity?', answers: ['No', 'Yes'], usual: 'No' },
  { name: 'Gates and doors secured?', answers: ['Yes', 'No'], usual: 'Yes' },
  { name: 'Lighting working?', answers: ['Yes', 'No'], usual: 'Yes' },
  { name: 'Any obstruction or hazard?', answers: ['No', 'Yes'], usual: 'No' },
];
/** The rounds of a night in the demo condos' time (Singapore), from its midnight: 10:30 PM, 01:30 AM, 04:30 AM. */
const ROUND_OFFSETS_MS = [-1.5, 1.5, 4.5].map((hours) => hours * HOUR_MS);
const DEMO_CONDOS = ['marina-bay', 'orchid-gardens'];

export async function hasNoCamGroups(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM cam_groups) AS empty`);
  const [row] = (result as unknown as { rows: { empty: boolean }[] }).rows;
  return row?.empty === true;
}

/** Midnight (Singapore, UTC+8) of the night whose last round has passed. */
function lastNightsMorning(now: Date): number {
  const singapore = new Date(now.getTime() + 8 * HOUR_MS);
  const midnight = Date.UTC(singapore.getUTCFullYear(), singapore.getUTCMonth(), singapore.getUTCDate()) - 8 * HOUR_MS;
  // Before 04:30 the night is not over: show the one before.
  return now.getTime() >= midnight + 4.5 * HOUR_MS ? midnight : midnight - DAY_MS;
}

/**
 * The demo condos' cam groups, each with last night's three rounds. The ids are random UUIDs (the public report's
 * link is their only protection); the answers are deterministic.
 */
export async function seedDemoPatrols(db: Db, now = new Date()): Promise<void> {
  const random = seededRandom(2026_11_25);
  const morning = lastNightsMorning(now);
  const demoCondos = await db.select({ id: condos.id }).from(condos).where(inArray(condos.aliasName, DEMO_CONDOS));
  for (const condo of demoCondos) {
    for (const demo of DEMO_CAM_GROUPS) {
      const [group] = await db
        .insert(camGroups)
        .values({ condoId: condo.id, name: demo.name })
        .returning({ id: camGroups.id });
      const rows = ROUND_OFFSETS_MS.flatMap((offset) => {
        const round = morning + offset;
        return demo.cameras.flatMap((camera, index) =>
          QUESTIONS.map((question) => ({
            camGroupId: (group as { id: string }).id,
            groupName: camera,
            questionName: question.name,
            answerName: random.chance(0.08)
              ? (question.answers.find((a) => a !== question.usual) as string)
              : question.usual,
            // Cameras of a round are looked at a minute apart.
            submittedAt: new Date(round + index * MINUTE_MS),
          })),
        );
      });
      await db.insert(questionSubmissions).values(rows);
    }
  }
}
