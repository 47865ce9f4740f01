import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, gte } from 'drizzle-orm';
import { alerts, callLogs, condos, vehicleEntries, visits } from '../db/schema';
import { startTestApp, type TestApp, waitFor } from '../test/harness';
import { type Simulator, startSimulator } from './simulator';

let t: TestApp;
let simulator: Simulator | undefined;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  simulator?.stop();
  await t.close();
});

test('the simulator makes marina-bay’s day move: vehicles in and out, visits, calls, alerts raised and resolved', async () => {
  const db = t.database.db;
  const [condo] = await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, 'marina-bay'));
  const condoId = (condo as { id: number }).id;
  const since = t.clock.now();
  const apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const lines: string[] = [];
  simulator = startSimulator({
    apiUrl,
    condo: 'marina-bay',
    intervalMs: 60_000,
    eventIntervalMs: 20,
    log: (line) => lines.push(line),
  });

  const counts = async () => {
    const [vehiclesIn, vehiclesOut, visitsIn, visitsOut, calls, raised, resolved] = await Promise.all([
      db.$count(vehicleEntries, and(eq(vehicleEntries.condoId, condoId), gte(vehicleEntries.inTime, since))),
      db.$count(vehicleEntries, and(eq(vehicleEntries.condoId, condoId), gte(vehicleEntries.outTime, since))),
      db.$count(visits, and(eq(visits.condoId, condoId), gte(visits.inTime, since))),
      db.$count(visits, and(eq(visits.condoId, condoId), gte(visits.outTime, since))),
      db.$count(callLogs, and(eq(callLogs.condoId, condoId), gte(callLogs.createdAt, since))),
      db.$count(alerts, and(eq(alerts.condoId, condoId), gte(alerts.fromTime, since))),
      db.$count(alerts, and(eq(alerts.condoId, condoId), gte(alerts.toTime, since), eq(alerts.status, 'Resolved'))),
    ]);
    return { vehiclesIn, vehiclesOut, visitsIn, visitsOut, calls, raised, resolved };
  };
  let seen = await counts();
  await waitFor(
    async () => {
      seen = await counts();
      // The log line of an event follows its write: wait for the last kind's line too.
      return Object.values(seen).every((count) => count > 0) && lines.some((line) => / resolved$/.test(line));
    },
    30_000,
    'every kind of site event',
  ).catch((error: Error) => {
    throw new Error(`${error.message}: ${JSON.stringify(seen)}\n${lines.join('\n')}`);
  });
  simulator.stop();
  // Each event logs one short line, and none failed.
  assert.ok(
    lines.some((line) => /^vehicle [\w ]+ in/.test(line)),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((line) => /^alert #\d+ resolved/.test(line)),
    lines.join('\n'),
  );
  assert.deepEqual(
    lines.filter((line) => /: \d{3} /.test(line)),
    [],
    'no event was refused',
  );
});
