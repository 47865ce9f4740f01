import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { condos, type NewCondo, webApps } from '../db/schema';
import { DAY_MS } from '../db/time';
import { provisionCondo, WEB_APPS } from '../routes/condos/defaults';
import { demoLogoUrl } from '../routes/demo-logos/badge';
import { seededRandom } from './random';

type Place = [name: string, alias: string, country: 65 | 91, lat: number, lng: number];

// The first two are the ones the README, the demo users and the e2e tests name.
const PLACES: Place[] = [
  ['Marina Bay Residences', 'marina-bay', 65, 1.2789, 103.8536],
  ['Orchid Gardens', 'orchid-gardens', 65, 1.3151, 103.8162],
  ['Tanjong Pagar Heights', 'tanjong-pagar-heights', 65, 1.2764, 103.8458],
  ['Sentosa Cove Villas', 'sentosa-cove', 65, 1.2427, 103.8402],
  ['Bukit Timah Greens', 'bukit-timah-greens', 65, 1.3294, 103.8021],
  ['Tampines Palm Court', 'tampines-palm-court', 65, 1.3496, 103.9568],
  ['Punggol Waterfront', 'punggol-waterfront', 65, 1.4043, 103.9021],
  ['Clementi Parkview', 'clementi-parkview', 65, 1.3151, 103.7649],
  ['Holland Grove Residences', 'holland-grove', 65, 1.3112, 103.7958],
  ['Novena Regency', 'novena-regency', 65, 1.3204, 103.8438],
  ['Serangoon Meadows', 'serangoon-meadows', 65, 1.3554, 103.8679],
  ['Pasir Ris Seaside', 'pasir-ris-seaside', 65, 1.3721, 103.9474],
  ['Jurong Lakeside', 'jurong-lakeside', 65, 1.3329, 103.7436],
  ['Katong Esplanade', 'katong-esplanade', 65, 1.3048, 103.9047],
  ['Whitefield Palms', 'whitefield-palms', 91, 12.9698, 77.75],
  ['Koramangala Courtyard', 'koramangala-courtyard', 91, 12.9352, 77.6245],
  ['Indiranagar Heights', 'indiranagar-heights', 91, 12.9784, 77.6408],
  ['Powai Lakeview', 'powai-lakeview', 91, 19.1176, 72.906],
  ['Bandra Seaview Towers', 'bandra-seaview', 91, 19.0596, 72.8295],
  ['Gachibowli Greens', 'gachibowli-greens', 91, 17.4401, 78.3489],
  ['Banjara Hills Residency', 'banjara-hills-residency', 91, 17.4126, 78.4398],
  ['Adyar Riverside', 'adyar-riverside', 91, 13.0012, 80.2565],
  ['Salt Lake Enclave', 'salt-lake-enclave', 91, 22.5867, 88.4171],
  ['Koregaon Park Residences', 'koregaon-park', 91, 18.5362, 73.8939],
  ['Golf Course Road Skyline', 'golf-course-skyline', 91, 28.4504, 77.0967],
  ['Noida Greenwood Estate', 'noida-greenwood', 91, 28.5355, 77.391],
  ['Kochi Marine Drive Towers', 'kochi-marine-drive', 91, 9.9816, 76.2756],
  ['Jubilee Hills Crest', 'jubilee-hills-crest', 91, 17.4325, 78.4073],
];

const LOGO_COLOURS = ['0F766E', '1D4ED8', '7C3AED', 'B45309', 'BE123C', '15803D', '0369A1', '4D7C0F'];

/**
 * A demo condo's logo: its initials, a file the API draws (routes/demo-logos). An address, as a real condo's logo is,
 * not an inline data: picture: those ~450 bytes were a third of every condo list page (bench/README.md, stop 42).
 */
export function demoLogo(name: string, colour: string): string {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  return demoLogoUrl({ initials, colour });
}

const FIRST_CREATED = Date.UTC(2024, 0, 15, 2, 30);
/** The 28 demo condos, the same on every run. */
export function demoCondos(): NewCondo[] {
  const random = seededRandom(2026);
  return PLACES.map(([name, alias, country, lat, lng], index) => {
    const apps = WEB_APPS.filter((app) => app === 'alerts' || app === 'residents' || random.chance(0.7));
    const createdAt = new Date(FIRST_CREATED + index * 9 * DAY_MS + random.int(0, 8 * 3600) * 1000);
    const switchOf = () => (random.chance(0.85) ? 'Enabled' : 'Disabled');
    return {
      name,
      aliasName: alias,
      status: index === 20 || index === 25 ? 'inactive' : 'active',
      // Three condos are still being set up: the console shows them as Pending.
      completed: ![22, 26, 27].includes(index),
      guardHouse:
        country === 65
          ? `+65 6${random.int(100, 999)} ${random.int(1000, 9999)}`
          : `+91 ${random.int(20, 89)} ${random.int(4000, 4999)} ${random.int(1000, 9999)}`,
      defaultCountryCode: country,
      email: `management@${alias}.smartcondo.example`,
      location: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
      logoUrl: demoLogo(name, LOGO_COLOURS[index % LOGO_COLOURS.length] as string),
      urlHost: {
        web_ui: `https://${alias}.web.smartcondo.example`,
        service_ui: `https://${alias}.service.smartcondo.example`,
      },
      webApps: [...apps],
      configurations: {
        mqtt: {
          healthcheck: `condo/${alias}/healthcheck`,
          host: 'mqtt.smartcondo.example',
          main_channel: `condo/${alias}/events`,
          password: `demo-${alias}-${random.int(100000, 999999)}`,
          port: 8883,
          username: alias,
        },
      },
      contractor: switchOf(),
      guest: switchOf(),
      delivery: switchOf(),
      invite: switchOf(),
      createdAt,
      updatedAt: new Date(createdAt.getTime() + random.int(1, 60) * DAY_MS),
    };
  });
}

/** The demo condos' web apps, tiles, rules and configurations (their `web_apps` are the active ones). */
export async function seedDemoCondoSetup(db: Db): Promise<void> {
  const rows = await db.select({ id: condos.id, webApps: condos.webApps }).from(condos).orderBy(asc(condos.id));
  for (const condo of rows) await provisionCondo(db, condo.id, condo.webApps);
}

export async function hasNoWebApps(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: webApps.id }).from(webApps).limit(1);
  return !row;
}
