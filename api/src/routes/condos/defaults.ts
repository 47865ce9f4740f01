import type { Db } from '../../db/database';
import {
  condoConfigs,
  condoSettings,
  type SettingSchema,
  type SettingValues,
  type TileType,
  tileConfigs,
  type UiType,
  webApps,
} from '../../db/schema';

/**
 * What every new condo starts with (POST /admin/condos) and what the demo condos are given: its web apps, the
 * dashboard's tiles and charts, the rule groups and the ui / service_ui configurations. One definition, so a
 * created condo and a seeded one look the same.
 */

/** The web apps a condo can run (spec part 2 §9). */
export const WEB_APPS = ['alerts', 'wemas', 'lnpr', 'residents', 'vms'] as const;

export const WEB_APP_NAMES: Record<(typeof WEB_APPS)[number], string> = {
  alerts: 'Alerts',
  wemas: 'Wemas',
  lnpr: 'LNPR',
  residents: 'Residents',
  vms: 'VMS',
};

type TileDefault = [alias: string, webApp: (typeof WEB_APPS)[number]];

/** The tiles and charts & tables, in their default order. Alias names are what the dashboards render by. */
export const DEFAULT_TILES: Record<TileType, TileDefault[]> = {
  tiles: [
    ['vehicle_entries.today_count', 'lnpr'],
    ['vehicle_entries.overstay_count', 'lnpr'],
    ['visits.today_count', 'vms'],
    ['visitors.inside_now', 'vms'],
    ['alerts.open_count', 'alerts'],
    ['alerts.resolved_today', 'alerts'],
    ['residents.active_count', 'residents'],
    ['wemas.energy_usage', 'wemas'],
  ],
  charts: [
    ['vehicle_entries.hourly_chart', 'lnpr'],
    ['visits.weekly_chart', 'vms'],
    ['alerts.by_type_chart', 'alerts'],
    ['alerts.recent_table', 'alerts'],
    ['residents.entries_table', 'residents'],
    ['wemas.meter_readings_chart', 'wemas'],
  ],
};

export interface SettingGroupDefault {
  name: string;
  alias_name: string;
  schema: SettingSchema;
  values: SettingValues;
}

const CHANNELS = ['sms', 'whatsapp', 'mail'];

/** The Rules tab's groups (spec part 2 §3 Setting). */
export const DEFAULT_SETTINGS: SettingGroupDefault[] = [
  {
    name: 'Overstay Rules',
    alias_name: 'overstay_rules',
    schema: {
      max_overstay_minutes: {
        name: 'Max overstay minutes',
        desc: 'Minutes a visitor vehicle may stay before an overstay alert is raised',
        data_type: 'Integer',
        allowed_values: null,
      },
      alert_channels: {
        name: 'Alert channels',
        desc: 'Where overstay alerts are sent',
        data_type: 'Array',
        allowed_values: CHANNELS,
      },
      auto_open_gate: {
        name: 'Auto open gate',
        desc: 'Open the exit barrier for an overstaying vehicle without a guard',
        data_type: 'Boolean',
        allowed_values: null,
      },
      escalation_level: {
        name: 'Escalation level',
        desc: 'Who is told when an overstay is not resolved',
        data_type: 'String',
        allowed_values: ['guard', 'manager', 'committee'],
      },
    },
    values: {
      max_overstay_minutes: 120,
      alert_channels: ['sms', 'mail'],
      auto_open_gate: false,
      escalation_level: 'guard',
    },
  },
  {
    name: 'Visitor Rules',
    alias_name: 'visitor_rules',
    schema: {
      max_visitors_per_unit: {
        name: 'Max visitors per unit',
        desc: 'Visitors one unit may invite at the same time',
        data_type: 'Integer',
        allowed_values: null,
      },
      require_id_scan: {
        name: 'Require ID scan',
        desc: 'Visitors scan an identity document at the kiosk',
        data_type: 'Boolean',
        allowed_values: null,
      },
      welcome_message: {
        name: 'Welcome message',
        desc: 'Shown on the kiosk when a visitor checks in',
        data_type: 'String',
        allowed_values: null,
      },
    },
    values: {
      max_visitors_per_unit: 5,
      require_id_scan: true,
      welcome_message: 'Welcome! Please proceed to the lobby.',
    },
  },
  {
    name: 'Alert Rules',
    alias_name: 'alert_rules',
    schema: {
      repeat_after_minutes: {
        name: 'Repeat after minutes',
        desc: 'Minutes before an unresolved alert is sent again',
        data_type: 'Integer',
        allowed_values: null,
      },
      quiet_hours: {
        name: 'Quiet hours',
        desc: 'Hours when only emergency alerts are sent',
        data_type: 'String',
        allowed_values: ['none', '22:00-06:00', '23:00-07:00'],
      },
      notify_resident: {
        name: 'Notify resident',
        desc: 'Residents of the unit hear about alerts that concern them',
        data_type: 'Boolean',
        allowed_values: null,
      },
    },
    values: { repeat_after_minutes: 15, quiet_hours: 'none', notify_resident: true },
  },
];

type ConfigGroupDefault = { alias_name: string; schema: SettingSchema; config: SettingValues };

/** The Ui Config and Service Ui Config tabs' groups. */
export const DEFAULT_CONFIGS: Record<UiType, ConfigGroupDefault[]> = {
  ui: [
    {
      alias_name: 'theme',
      schema: {
        primary_colour: {
          name: 'Primary colour',
          desc: 'Hex colour of the header',
          data_type: 'String',
          allowed_values: null,
        },
        dark_mode: {
          name: 'Dark mode',
          desc: 'Dashboards open in dark mode',
          data_type: 'Boolean',
          allowed_values: null,
        },
        language: {
          name: 'Language',
          desc: 'Language of the dashboards',
          data_type: 'String',
          allowed_values: ['en', 'zh', 'ta', 'hi'],
        },
      },
      config: { primary_colour: '#0F766E', dark_mode: false, language: 'en' },
    },
    {
      alias_name: 'dashboard',
      schema: {
        refresh_seconds: {
          name: 'Refresh seconds',
          desc: 'How often tiles reload',
          data_type: 'Integer',
          allowed_values: null,
        },
        show_weather: {
          name: 'Show weather',
          desc: 'A weather tile in the header',
          data_type: 'Boolean',
          allowed_values: null,
        },
      },
      config: { refresh_seconds: 60, show_weather: true },
    },
  ],
  service_ui: [
    {
      alias_name: 'guard_console',
      schema: {
        idle_lock_minutes: {
          name: 'Idle lock minutes',
          desc: 'Minutes before the guard console locks',
          data_type: 'Integer',
          allowed_values: null,
        },
        visible_modules: {
          name: 'Visible modules',
          desc: 'Modules on the guard console',
          data_type: 'Array',
          allowed_values: ['visits', 'alerts', 'deliveries', 'parking'],
        },
      },
      config: { idle_lock_minutes: 10, visible_modules: ['visits', 'alerts', 'deliveries'] },
    },
    {
      alias_name: 'support',
      schema: {
        helpdesk_phone: {
          name: 'Helpdesk phone',
          desc: 'Shown to guards when something fails',
          data_type: 'String',
          allowed_values: null,
        },
      },
      config: { helpdesk_phone: '+65 6000 0000' },
    },
  ],
};

/**
 * Gives a condo its web apps (those in `activeApps` active, the rest inactive), tiles and charts (active where
 * their web app is), rule groups and configurations. Runs in the caller's transaction.
 */
export async function provisionCondo(db: Db, condoId: number, activeApps: readonly string[]): Promise<void> {
  const apps = await db
    .insert(webApps)
    .values(
      WEB_APPS.map((alias) => ({
        condoId,
        name: WEB_APP_NAMES[alias],
        aliasName: alias,
        status: activeApps.includes(alias) ? ('active' as const) : ('inactive' as const),
      })),
    )
    .returning({ id: webApps.id, aliasName: webApps.aliasName, status: webApps.status });
  const appOf = new Map(apps.map((app) => [app.aliasName, app]));
  const tiles = (Object.keys(DEFAULT_TILES) as TileType[]).flatMap((tileType) =>
    DEFAULT_TILES[tileType].map(([alias, app], index) => ({
      condoId,
      tileType,
      name: alias,
      aliasName: alias,
      position: index + 1,
      status: appOf.get(app)?.status ?? ('inactive' as const),
      webAppId: appOf.get(app)?.id ?? null,
    })),
  );
  await db.insert(tileConfigs).values(tiles);
  await db.insert(condoSettings).values(
    DEFAULT_SETTINGS.map((group) => ({
      condoId,
      name: group.name,
      aliasName: group.alias_name,
      schema: group.schema,
      values: group.values,
    })),
  );
  await db.insert(condoConfigs).values(
    (Object.keys(DEFAULT_CONFIGS) as UiType[]).map((uiType) => ({
      condoId,
      uiType,
      schema: DEFAULT_CONFIGS[uiType].map(({ alias_name, schema }) => ({ alias_name, schema })),
      config: Object.fromEntries(DEFAULT_CONFIGS[uiType].map(({ alias_name, config }) => [alias_name, config])),
    })),
  );
}
