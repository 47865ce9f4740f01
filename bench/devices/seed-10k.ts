// Prepares a data folder whose Marina Bay condo holds 10,000 devices (6,000 cameras, 2,500 kiosks, 1,500 vizitins),
// bulk-inserted with generate_series (DESIGN.md: never row batches through the ORM). Run with tsx:
//   node --import tsx bench/devices/seed-10k.ts <dataDir>
import { join } from 'node:path';
import { openPglite } from '../../api/src/db/database';
import { prepareDatabase } from '../../api/src/start/bootstrap';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed-10k.ts <dataDir>');

const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
await prepareDatabase(database, { seedDemo: true });
const { pglite } = database;
const condo = (await pglite.query<{ id: number }>(`SELECT id FROM condos WHERE alias_name = 'marina-bay'`)).rows[0];
if (!condo) throw new Error('marina-bay is missing');

const kinds = [
  {
    kind: 'camera',
    count: 6000,
    purpose: `'LnprCamera'`,
    types: ['resident_entry_cam', 'visitor_entry_cam', 'resident_exit_cam', 'visitor_exit_cam', 'internal_cam'],
  },
  { kind: 'kiosk', count: 2500, purpose: 'NULL', types: ['vms', 'hand_vms', 'kiosk', 'webcheckin', 'facility_device'] },
  { kind: 'vizitin', count: 1500, purpose: 'NULL', types: ['vizitin_plus', 'vizitin_pro', 'smart_intercom', 'fcc'] },
];
let offset = 0;
for (const { kind, count, purpose, types } of kinds) {
  const typeList = `ARRAY[${types.map((t) => `'${t}'`).join(',')}]`;
  await pglite.exec(`
    INSERT INTO devices (condo_id, kind, name, mac_address, purpose, device_type, status, timeout_minutes, dcs_channel,
                         description, version, last_data_at, reported_state)
    SELECT ${condo.id}, '${kind}',
           initcap('${kind}') || ' ' || lpad(g::text, 5, '0') || ' ' || (ARRAY['North','South','East','West','Tower A','Tower B'])[1 + g % 6],
           upper(regexp_replace(lpad(to_hex(${offset} + g + 16777216), 12, '0'), '(..)(?!$)', '\\1:', 'g')),
           ${purpose}, (${typeList})[1 + g % ${types.length}],
           CASE WHEN g % 10 = 0 THEN 'inactive' ELSE 'active' END, 180, 'dcs-' || (g % 8),
           'Bench device ' || g, ${kind === 'vizitin' ? `CASE WHEN g % 5 = 0 THEN 'v2' ELSE 'v1' END` : 'NULL'},
           now() - (g % 400) * interval '1 minute', 'working'
    FROM generate_series(1, ${count}) AS g`);
  offset += count;
}
await pglite.exec('VACUUM ANALYZE devices');
await pglite.exec('CHECKPOINT');
const total = (await pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM devices WHERE condo_id = ${condo.id}`))
  .rows[0];
console.log(`marina-bay now has ${total?.n} devices`);
await database.close();
