import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { DAY_MS } from '../../db/time';
import { demoMac } from '../demo-devices';
import { ACTIVITY_ALERT_ALIASES, type ActivityCounts, activityCounts, generateActivity } from './generate';

export const SCALE_CONDO = { name: 'Scale Tower', alias: 'scale-tower' } as const;
const BLOCKS = 10;
const FLOORS = 40;
const UNITS_PER_FLOOR = 20;
const DEVICES: [kind: string, name: string, type: string][] = [
  ['camera', 'Main Gate Entry', 'resident_entry_cam'],
  ['camera', 'Main Gate Exit', 'resident_exit_cam'],
  ['camera', 'Visitor Lane Entry', 'visitor_entry_cam'],
  ['camera', 'Visitor Lane Exit', 'visitor_exit_cam'],
  ['camera', 'Basement Carpark', 'internal_cam'],
  ['camera', 'Lobby Alert Cam', 'alert_cam'],
  ['camera', 'Pool Deck Alert Cam', 'alert_cam'],
  ['kiosk', 'Lobby VMS', 'vms'],
  ['kiosk', 'Guard House Handheld', 'hand_vms'],
  ['kiosk', 'Tower A Self-Service Kiosk', 'kiosk'],
  ['vizitin', 'Tower A Entrance', 'vizitin_plus'],
  ['vizitin', 'Tower B Entrance', 'vizitin_pro'],
  ['vizitin', 'Side Gate Intercom', 'smart_intercom'],
];

/**
 * The benchmark's condo: Scale Tower (8,000 units and residents, the demo devices and alert types) with a year of a
 * busy site — ≥ 5,000,000 vehicle entries, ≥ 1,000,000 visits and alerts. Does nothing but count when it exists.
 */
export async function seedScaleCondo(
  db: Db,
  options: { now?: Date; progress?: (done: number, total: number) => void } = {},
): Promise<{ condoId: number; alias: string; counts: ActivityCounts }> {
  const now = options.now ?? new Date();
  const existing = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM condos WHERE alias_name = ${SCALE_CONDO.alias}`),
  );
  if (existing[0]) {
    return { condoId: existing[0].id, alias: SCALE_CONDO.alias, counts: await activityCounts(db, existing[0].id) };
  }
  const condoId = await db.transaction(async (tx) => {
    const [condo] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO condos (name, alias_name, email, url_host, web_apps, completed)
        VALUES (${SCALE_CONDO.name}, ${SCALE_CONDO.alias}, 'management@scale-tower.smartcondo.example',
          ${JSON.stringify({ web_ui: 'https://scale-tower.web.smartcondo.example', service_ui: 'https://scale-tower.service.smartcondo.example' })}::jsonb,
          '["alerts","wemas","lnpr","residents","vms"]'::jsonb, true)
        RETURNING id`),
    );
    const id = (condo as { id: number }).id;
    await tx.execute(sql`
      INSERT INTO units (condo_id, block, floor, unit)
      SELECT ${id}, chr(64 + b), f::text, '#' || lpad(f::text, 2, '0') || '-' || lpad(u::text, 2, '0')
      FROM generate_series(1, ${BLOCKS}) b, generate_series(1, ${FLOORS}) f, generate_series(1, ${UNITS_PER_FLOOR}) u
      ORDER BY b, f, u`);
    await tx.execute(sql`
      INSERT INTO residents (condo_id, name, phone, unit_number, unit_id)
      SELECT ${id},
        (ARRAY['Aarav','Chloe','Daniel','Mei Ling','Priya','Rahul','Siti','Wei Jie','Hui Min','Farhan'])[1 + (u.id * 7) % 10]
          || ' ' || (ARRAY['Tan','Lim','Menon','Wong','Rahman','Sharma','Lee','Ng','Iyer','Goh','Koh'])[1 + (u.id * 13) % 11],
        '9' || lpad((row_number() OVER (ORDER BY u.id) * 7919 % 10000000)::text, 7, '0'), u.unit, u.id
      FROM units u WHERE u.condo_id = ${id} ORDER BY u.id`);
    const devices = JSON.stringify(
      DEVICES.map(([kind, name, type]) => ({ kind, name, type, mac: demoMac(SCALE_CONDO.alias, name) })),
    );
    await tx.execute(sql`
      INSERT INTO devices (condo_id, kind, name, mac_address, device_type, purpose, status)
      SELECT ${id}, d.kind, d.name, d.mac, d.type,
        CASE WHEN d.kind <> 'camera' THEN NULL WHEN d.type = 'alert_cam' THEN 'AlertCamera' ELSE 'LnprCamera' END, 'active'
      FROM json_to_recordset(${devices}::json) AS d(kind text, name text, mac text, type text)`);
    // The demo condos' alert types when there are any, and the activity's aliases in any case.
    await tx.execute(sql`
      INSERT INTO alert_types (condo_id, name, alias_name, nature, status, recent_alert_time, auto_resolve, alert_group_id,
        weight_raised, weight_resolved, weight_false_alert, whatsapp_content, sms_content, emergency, description)
      SELECT ${id}, name, alias_name, nature, status, recent_alert_time, auto_resolve, alert_group_id, weight_raised,
        weight_resolved, weight_false_alert, whatsapp_content, sms_content, emergency, description
      FROM alert_types WHERE condo_id = (SELECT min(condo_id) FROM alert_types WHERE condo_id <> ${id})
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO alert_types (condo_id, name, alias_name)
      SELECT ${id}, initcap(replace(replace(a, '.', ' '), '_', ' ')), a
      FROM unnest(${`{${ACTIVITY_ALERT_ALIASES.join(',')}}`}::text[]) AS a
      ON CONFLICT DO NOTHING`);
    return id;
  });
  await generateActivity(db, {
    condoId,
    from: new Date(now.getTime() - 364 * DAY_MS),
    now,
    rate: 1,
    trips: 2,
    seed: 2026,
    chunkDays: 14,
    volume: {
      visitsPerDay: 3000,
      otherVehiclesPerDay: 2000,
      patrolPerDay: 1300,
      residentEntryChance: 0.08,
      selfInviteChance: 0.01,
    },
    progress: options.progress,
  });
  return { condoId, alias: SCALE_CONDO.alias, counts: await activityCounts(db, condoId) };
}
