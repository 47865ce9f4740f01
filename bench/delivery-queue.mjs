#!/usr/bin/env node
// Delivery queue benchmark: how many messages per second the `delivery` queue walks queued → delivered with the
// embedded transport, with one worker instance and with two (each on its own pool, as two API instances would be).
// Runs on PostgreSQL in a schema of its own (dropped at the end); the embedded transport prints to a file.
//
//   node bench/delivery-queue.mjs [--messages 5000] [--concurrency 4]
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node bench/delivery-queue.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCondo } from './kit/api-modules.mjs';
import { benchArgs } from './kit/args.mjs';
import { LOCAL_POSTGRES } from './kit/postgres.mjs';
import { loadAverage } from './kit/stats.mjs';

const { openPostgres, quoteIdent } = await import('../api/src/db/database.ts');
const { createWorker } = await import('../api/src/jobs/worker.ts');
const { enqueueMany } = await import('../api/src/jobs/queue.ts');
const { DELIVERY_QUEUE, deliveryHandler } = await import('../api/src/delivery/index.ts');
const { defaultTransports } = await import('../api/src/delivery/transports.ts');
const { createLocalSink } = await import('../api/src/mail/transport.ts');
const schema = await import('../api/src/db/schema/index.ts');

const args = benchArgs('node bench/delivery-queue.mjs [--messages 5000] [--concurrency 4]   (see bench/README.md)', {
  messages: { type: 'string', default: '5000' },
  concurrency: { type: 'string', default: '4' },
});
const MESSAGES = Number(args.messages);
const CONCURRENCY = Number(args.concurrency);
const url = process.env.DATABASE_URL || LOCAL_POSTGRES;
const benchSchema = `bench_delivery_queue_${process.pid}`;
const folder = mkdtempSync(join(tmpdir(), 'bench-delivery-queue-'));
const sinkOptions = { mailboxFile: join(folder, 'mailbox.log'), write: () => {} };

console.error(`load average at start: ${loadAverage()}`);
const main = await openPostgres({ url, schema: benchSchema, max: 8 });
const pools = [main];
try {
  const condo = await benchCondo(main);

  /** Queues `count` SMS (rows, first events and jobs, in bulk) and times the workers until every one is delivered. */
  async function run(instances) {
    await main.db.execute('TRUNCATE outboxes, outbox_events, jobs');
    const rows = await main.db
      .insert(schema.outboxes)
      .values(
        Array.from({ length: MESSAGES }, (_, i) => ({
          condoId: condo.id,
          from: 'Bench Condo',
          recipient: { full_name: `Resident ${i}`, phone: String(90000000 + i), country_code: 65 },
          content: `Bench message ${i}`,
          medium: 'sms',
          status: 'queued',
          type: 'SmsSent',
          recipientType: 'resident',
        })),
      )
      .returning({ id: schema.outboxes.id });
    const databases = [main];
    while (databases.length < instances) {
      const other = await openPostgres({ url, schema: benchSchema, max: 8 });
      pools.push(other);
      databases.push(other);
    }
    const workers = databases.map((database) =>
      createWorker({
        db: database.db,
        listen: database.listen,
        concurrency: CONCURRENCY,
        handlers: {
          [DELIVERY_QUEUE]: deliveryHandler({
            db: database.db,
            transports: defaultTransports(createLocalSink(sinkOptions), sinkOptions),
          }),
        },
      }),
    );
    await Promise.all(workers.map((worker) => worker.start()));
    const started = performance.now();
    await enqueueMany(
      main.db,
      DELIVERY_QUEUE,
      rows.map((row) => ({ outboxId: row.id })),
    );
    for (;;) {
      const result = await main.db.execute(
        "SELECT count(*) FILTER (WHERE status = 'delivered')::int AS delivered FROM outboxes",
      );
      if ((result.rows[0]?.delivered ?? 0) >= MESSAGES) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(workers.map((worker) => worker.stop()));
    const sends = await main.db.execute(
      "SELECT count(*)::int AS n FROM outbox_events WHERE status = 'sent' GROUP BY outbox_id HAVING count(*) > 1",
    );
    return { seconds, rate: MESSAGES / seconds, duplicates: sends.rows.length };
  }

  const results = [];
  for (const instances of [1, 2]) {
    const { seconds, rate, duplicates } = await run(instances);
    results.push({ instances, seconds, rate, duplicates });
    console.error(`${instances} instance(s): ${MESSAGES} messages in ${seconds.toFixed(1)} s`);
  }
  const lines = readFileSync(sinkOptions.mailboxFile, 'utf8').split('\n').filter(Boolean).length;
  console.log(
    `\nDelivery queue on PostgreSQL, ${MESSAGES} SMS, embedded transport, ${CONCURRENCY} jobs at once per instance`,
  );
  console.log('| instances | seconds | messages/s | sent twice |');
  console.log('| --------- | ------- | ---------- | ---------- |');
  for (const r of results) {
    console.log(`| ${r.instances} | ${r.seconds.toFixed(1)} | ${Math.round(r.rate)} | ${r.duplicates} |`);
  }
  console.log(`sink lines written: ${lines} (expected ${MESSAGES * results.length})`);
  console.error(`load average at end: ${loadAverage()}`);
} finally {
  await main.db.execute(`DROP SCHEMA IF EXISTS ${quoteIdent(benchSchema)} CASCADE`).catch(() => {});
  for (const pool of pools) await pool.close();
  rmSync(folder, { recursive: true, force: true });
}
