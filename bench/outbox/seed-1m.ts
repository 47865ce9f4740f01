// Loads 1,000,000 sent messages into marina-bay (26 weeks, every medium, status and recipient type; 2,000
// recipients), bulk-inserted with generate_series (DESIGN.md: never row batches through the ORM). Run with tsx:
//   node --import tsx bench/outbox/seed-1m.ts <dataDir>            (PGlite in <dataDir>/pglite)
//   node --import tsx bench/outbox/seed-1m.ts --postgres <url>     (a PostgreSQL database)
import { join } from 'node:path';
// bench/ has no drizzle of its own: the API's copy (the same module instance the API uses).
import { sql } from '../../api/node_modules/drizzle-orm/index.js';
import { type Database, openPglite, openPostgres } from '../../api/src/db/database';
import { prepareDatabase } from '../../api/src/start/bootstrap';

const [first, second] = process.argv.slice(2);
if (!first) throw new Error('usage: seed-1m.ts <dataDir> | --postgres <url>');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);

const database: Database =
  first === '--postgres'
    ? await openPostgres({ url: second as string })
    : await openPglite({ dataDir: join(first, 'pglite') });
await prepareDatabase(database, { seedDemo: true });
const { db } = database;
const started = Date.now();
const [condo] = (await db.execute(sql`SELECT id FROM condos WHERE alias_name = 'marina-bay'`)).rows as { id: number }[];
if (!condo) throw new Error('marina-bay is missing');

await db.execute(
  sql.raw(`
  INSERT INTO outboxes (condo_id, "from", subject, recipient, content, medium, status, type, msg_id, recipient_type,
                        attempts, created_at, updated_at)
  SELECT ${condo.id},
         CASE WHEN m = 'mail' THEN '["Smart Condo Management <no-reply@smartcondo.local>"]'::jsonb ELSE '"SMARTCONDO"'::jsonb END,
         CASE WHEN m = 'mail' THEN 'Bench notice ' || (g % 500) ELSE NULL END,
         jsonb_build_object('full_name', 'Recipient ' || lpad((g % 2000)::text, 4, '0'),
                            CASE WHEN m = 'mail' THEN 'email' ELSE 'phone' END,
                            CASE WHEN m = 'mail' THEN 'r' || (g % 2000) || '@mail.example' ELSE '+65 9' || lpad((g % 10000000)::text, 7, '0') END),
         'Bench message ' || g, m,
         (ARRAY['delivered','delivered','delivered','sent','read','failed','undelivered','accepted'])[1 + (g * 7) % 8],
         CASE m WHEN 'mail' THEN 'MailSent' WHEN 'sms' THEN 'SmsSent' WHEN 'whatsapp' THEN 'WhatsappSent' ELSE 'FcmSent' END,
         'bench-' || g,
         (ARRAY['resident','resident','resident','user','visitor','invitee','contractor','employee','open_user'])[1 + (g * 3) % 9],
         1, t, t
  FROM (SELECT g, (ARRAY['mail','sms','whatsapp','fcm'])[1 + g % 4] AS m,
               now() - (g::double precision / ${MESSAGES}) * interval '182 days' AS t
        FROM generate_series(1, ${MESSAGES}) AS g) AS s`),
);
if (database.kind === 'pglite') {
  await database.pglite?.exec('VACUUM ANALYZE outboxes');
  await database.pglite?.exec('CHECKPOINT');
} else {
  await db.execute(sql`VACUUM ANALYZE outboxes`);
}
const [count] = (await db.execute(sql`SELECT count(*)::int AS n FROM outboxes WHERE condo_id = ${condo.id}`)).rows as {
  n: number;
}[];
console.log(`marina-bay now has ${count?.n} messages (loaded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
await database.close();
