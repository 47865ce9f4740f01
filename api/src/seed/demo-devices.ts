import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashBotToken } from '../access/bot-tokens';
import type { Db } from '../db/database';
import { adminUsers, bots, condos, devices, deviceWorkflows, facilities, roleGroups } from '../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../db/time';
import { defaultSettings } from '../routes/devices/v2-schema';
import { seededRandom } from './random';

/** The condo whose devices the simulator drives (api/src/simulator). */
export const SIMULATED_CONDO = 'marina-bay';

const DEMO_BOTS = [
  { slug: 'lnpr', name: 'Gate LNPR Bot', group: 'LNPR-Bot' },
  { slug: 'alert', name: 'Alert Bot', group: 'Alert-Bot' },
  { slug: 'vms', name: 'Lobby VMS Bot', group: 'VMS-Bot' },
  { slug: 'vizitin', name: 'Vizitin Bot', group: 'Vizitin-Bot' },
] as const;
type BotSlug = (typeof DEMO_BOTS)[number]['slug'];

/** A demo bot's token: known, so the simulator (and a developer with curl) can report in as it. */
export function demoBotToken(alias: string, slug: BotSlug): string {
  return `demo-${alias}-${slug}-bot`;
}

interface DemoDevice {
  kind: 'camera' | 'kiosk' | 'vizitin';
  name: string;
  deviceType: string;
  bot?: BotSlug;
  facility?: string;
  version?: 'v1' | 'v2';
  dcsChannel?: string;
  /** Driven by the simulator in the simulated condo; `silent` stops reporting after a while. */
  simulated?: 'live' | 'silent';
  inactive?: boolean;
}

const FACILITIES = ['Gym', 'Swimming Pool', 'Function Room', 'Tennis Court'];

const DEVICES: DemoDevice[] = [
  { kind: 'camera', name: 'Main Gate Entry', deviceType: 'resident_entry_cam', bot: 'lnpr', simulated: 'live' },
  { kind: 'camera', name: 'Main Gate Exit', deviceType: 'resident_exit_cam', bot: 'lnpr' },
  { kind: 'camera', name: 'Visitor Lane Entry', deviceType: 'visitor_entry_cam', bot: 'lnpr' },
  { kind: 'camera', name: 'Visitor Lane Exit', deviceType: 'visitor_exit_cam', bot: 'lnpr' },
  { kind: 'camera', name: 'Basement Carpark', deviceType: 'internal_cam' },
  { kind: 'camera', name: 'Lobby Alert Cam', deviceType: 'alert_cam', bot: 'alert', simulated: 'live' },
  { kind: 'camera', name: 'Pool Deck Alert Cam', deviceType: 'alert_cam', bot: 'alert' },
  { kind: 'camera', name: 'Loading Bay Cam', deviceType: 'internal_cam', inactive: true },
  { kind: 'kiosk', name: 'Lobby VMS', deviceType: 'vms', bot: 'vms', simulated: 'live' },
  { kind: 'kiosk', name: 'Guard House Handheld', deviceType: 'hand_vms', bot: 'vms' },
  { kind: 'kiosk', name: 'Tower A Self-Service Kiosk', deviceType: 'kiosk', bot: 'vms' },
  { kind: 'kiosk', name: 'Web Check-in', deviceType: 'webcheckin' },
  { kind: 'kiosk', name: 'Gym Access Kiosk', deviceType: 'facility_device', facility: 'Gym' },
  {
    kind: 'vizitin',
    name: 'Tower A Entrance',
    deviceType: 'vizitin_plus',
    bot: 'vizitin',
    version: 'v1',
    simulated: 'live',
  },
  {
    kind: 'vizitin',
    name: 'Tower B Entrance',
    deviceType: 'vizitin_pro',
    bot: 'vizitin',
    version: 'v2',
    simulated: 'live',
  },
  {
    kind: 'vizitin',
    name: 'Side Gate Intercom',
    deviceType: 'smart_intercom',
    bot: 'vizitin',
    version: 'v1',
    simulated: 'silent',
  },
  { kind: 'vizitin', name: 'Pool Access', deviceType: 'facility_device', version: 'v1', facility: 'Swimming Pool' },
];

/** A device's MAC address in a condo: derived from both names, so the simulator finds the same one. */
export function demoMac(alias: string, deviceName: string): string {
  const hex = createHash('sha256').update(`${alias}/${deviceName}`).digest('hex');
  // 02: a locally administered address, never a real vendor's.
  return ['02', ...(hex.slice(0, 10).match(/../g) as string[])].join(':').toUpperCase();
}

export interface SimulatedDevice {
  name: string;
  kind: DemoDevice['kind'];
  macAddress: string;
  token: string;
  silent: boolean;
}

/** The devices of a condo that the simulator drives, with their bots' tokens. */
export function simulatedDevices(alias: string): SimulatedDevice[] {
  return DEVICES.filter((device) => device.simulated && device.bot).map((device) => ({
    name: device.name,
    kind: device.kind,
    macAddress: demoMac(alias, device.name),
    token: demoBotToken(alias, device.bot as BotSlug),
    silent: device.simulated === 'silent',
  }));
}

export async function hasNoDevices(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      empty: sql<boolean>`NOT EXISTS (SELECT 1 FROM ${devices}) AND NOT EXISTS (SELECT 1 FROM ${bots})
        AND NOT EXISTS (SELECT 1 FROM ${facilities}) AND EXISTS (SELECT 1 FROM ${condos})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row?.empty === true;
}

/**
 * Bots, facilities, devices, workflows and face-id images for every condo: a few statements in all. Runs
 * when the device tables are empty, so a data folder made before the devices area gets them too.
 */
export async function seedDemoDevices(db: Db, now = new Date()): Promise<void> {
  const condoRows = await db.select({ id: condos.id, alias: condos.aliasName }).from(condos).orderBy(condos.id);
  const groups = await db.select({ id: roleGroups.id, name: roleGroups.name }).from(roleGroups);
  const groupId = new Map(groups.map((group) => [group.name, group.id]));
  const [manager] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'manager@demo.condo'));
  const authorId = manager?.id ?? null;

  const insertedFacilities = await db
    .insert(facilities)
    .values(condoRows.flatMap((condo) => FACILITIES.map((name) => ({ condoId: condo.id, name }))))
    .returning({ id: facilities.id, condoId: facilities.condoId, name: facilities.name });
  const insertedBots = await db
    .insert(bots)
    .values(
      condoRows.flatMap((condo) =>
        DEMO_BOTS.map((bot) => ({
          condoId: condo.id,
          roleGroupId: groupId.get(bot.group) as number,
          name: bot.name,
          tokenHash: hashBotToken(demoBotToken(condo.alias, bot.slug)),
        })),
      ),
    )
    .returning({ id: bots.id, condoId: bots.condoId, name: bots.name });

  const deviceValues = condoRows.flatMap((condo) => {
    const random = seededRandom(condo.id * 7919);
    const simulatedCondo = condo.alias === SIMULATED_CONDO;
    return DEVICES.map((device) => {
      const simulated = simulatedCondo && device.simulated;
      // Not simulated: heard from a while ago (most), or never (reads Created).
      const heardMinutesAgo = random.chance(0.8) ? random.int(1, 600) : null;
      const botName = DEMO_BOTS.find((bot) => bot.slug === device.bot)?.name;
      return {
        condoId: condo.id,
        kind: device.kind,
        name: device.name,
        macAddress: demoMac(condo.alias, device.name),
        purpose: device.kind === 'camera' ? (device.deviceType === 'alert_cam' ? 'AlertCamera' : 'LnprCamera') : null,
        deviceType: device.deviceType,
        status: device.inactive ? ('inactive' as const) : ('active' as const),
        timeoutMinutes: simulated ? (device.simulated === 'silent' ? 1 : 2) : 180,
        dcsChannel: device.kind === 'camera' ? `dcs-${random.int(1, 16)}` : null,
        description: device.kind === 'camera' ? null : `${device.name} (${device.deviceType})`,
        version: device.version ?? null,
        facilityId: insertedFacilities.find((f) => f.condoId === condo.id && f.name === device.facility)?.id ?? null,
        botId: insertedBots.find((b) => b.condoId === condo.id && b.name === botName)?.id ?? null,
        reportedState: heardMinutesAgo != null && random.chance(0.1) ? 'stopped' : null,
        lastDataAt: simulated || heardMinutesAgo == null ? null : new Date(now.getTime() - heardMinutesAgo * MINUTE_MS),
        createdById: authorId,
        updatedById: authorId,
        createdAt: new Date(now.getTime() - random.int(30, 400) * DAY_MS),
      };
    });
  });
  const insertedDevices = await db
    .insert(devices)
    .values(deviceValues)
    .returning({ id: devices.id, kind: devices.kind, version: devices.version, name: devices.name });

  const workflows = insertedDevices
    .filter((device) => device.kind !== 'camera' && device.name !== 'Web Check-in')
    .flatMap((device): { deviceId: number; name: string; version: string; content: Record<string, unknown> }[] =>
      device.version === 'v2'
        ? [{ deviceId: device.id, name: 'Tower B settings', version: 'v2', content: defaultSettings() }]
        : [1, 2].map((n) => ({
            deviceId: device.id,
            name: n === 1 ? 'Standard visitor flow' : 'Visitor flow with host approval',
            version: `1.${n}.0`,
            content: {
              steps:
                n === 1
                  ? ['scan_qr', 'capture_face', 'print_pass']
                  : ['scan_qr', 'capture_face', 'host_approval', 'print_pass'],
              timeout_seconds: 30 * n,
            },
          })),
    )
    .map((workflow, index) => ({
      ...workflow,
      createdById: authorId,
      createdAt: new Date(now.getTime() - (1000 - index) * HOUR_MS),
    }));
  await db.insert(deviceWorkflows).values(workflows);
  // Each device's newest workflow is its current one.
  await db.execute(sql`UPDATE ${devices} SET workflow_id = latest.id
    FROM (SELECT device_id, max(id) AS id FROM ${deviceWorkflows} GROUP BY device_id) latest
    WHERE ${devices.id} = latest.device_id`);

  // Face-id images: 240 residents and 60 employees per vizitin, generated in the database.
  await db.execute(sql`
    INSERT INTO face_id_images (device_id, person, person_name, phone, type, status, call_back_id, image_path, created_at)
    SELECT d.id, p.person,
      (ARRAY['Aarav','Mei Ling','Siti','Rahul','Wei Jie','Priya','Daniel','Nur Aisyah','Arjun','Chloe','Hui Min','Farhan'])[1 + (g * 7 + d.id) % 12]
        || ' ' || (ARRAY['Tan','Lim','Menon','Wong','Rahman','Sharma','Lee','Ng','Iyer','Goh'])[1 + (g * 11 + d.id) % 10],
      '+65 9' || lpad(((g * 7919 + d.id * 104729) % 10000000)::text, 7, '0'),
      CASE p.person WHEN 'resident' THEN (ARRAY['owner','tenant','family'])[1 + g % 3]
        ELSE (ARRAY['staff','contractor'])[1 + g % 2] END,
      (ARRAY['published','published','trained','trained','untrained','deleted'])[1 + (g * 5 + d.id) % 6],
      'cb-' || d.id || '-' || p.person || '-' || g,
      'face-id/' || c.alias_name || '/' || p.person || 's/' || d.id || '-' || g || '.jpg',
      ${now.toISOString()}::timestamptz - make_interval(hours => g)
    FROM devices d
    JOIN condos c ON c.id = d.condo_id
    CROSS JOIN (VALUES ('resident', 240), ('employee', 60)) AS p(person, n)
    CROSS JOIN LATERAL generate_series(1, p.n) AS g
    WHERE d.kind = 'vizitin'`);
}
