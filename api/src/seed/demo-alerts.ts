import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

const texts = (raised: string, resolved: string, falseAlert: string) => ({
  raised,
  resolved,
  false_alert: falseAlert,
});

/**
 * Alert types every demo condo gets (spec part 2 §3): the overstay and unauthorized families the alert groups name,
 * and the emergencies. `group` and `notification` are names: the shared alert group, the condo's notification group.
 */
const ALERT_TYPES = [
  {
    name: 'Overstay vehicle',
    alias: 'overstay_vehicle',
    nature: 'unit',
    recent: 'recent_triggered_time',
    autoResolve: 'after_12_hours',
    group: 'Over Stay',
    notification: 'Gate Camera Alerts',
    weight: [10, 5, 2],
    content: texts(
      'Vehicle {plate} has overstayed at {unit}.',
      'Vehicle {plate} has left; overstay resolved.',
      'Overstay alert for {plate} was a false alert.',
    ),
  },
  {
    name: 'Overstay visitor',
    alias: 'overstay_visitor',
    nature: 'unit',
    recent: 'first_triggered_time',
    autoResolve: 'after_6_hours',
    group: 'Over Stay',
    notification: 'Visitor Arrivals',
    weight: [8, 4, 2],
    content: texts(
      'Visitor {name} is past the visit time.',
      'Visitor {name} has checked out.',
      'Visitor alert cleared.',
    ),
  },
  {
    name: 'Unauthorized entry',
    alias: 'unauthorized_entry',
    nature: 'normal',
    autoResolve: 'after_3_hours',
    group: 'Unauthorized',
    notification: 'Gate Camera Alerts',
    weight: [15, 5, 3],
    content: texts(
      'Unregistered vehicle {plate} entered at {gate}.',
      'Unauthorized entry at {gate} resolved.',
      'Entry at {gate} was authorized after all.',
    ),
  },
  {
    name: 'Tailgating',
    alias: 'tailgating',
    nature: 'cluster',
    autoResolve: 'after_3_hours',
    group: 'Unauthorized',
    notification: 'Gate Camera Alerts',
    weight: [12, 5, 2],
    content: texts(
      'Tailgating seen at {gate}.',
      'Tailgating at {gate} resolved.',
      'Tailgating at {gate}: false alert.',
    ),
  },
  {
    name: 'Fire alarm emergency',
    alias: 'fire_alarm',
    nature: 'normal',
    autoResolve: 'disable',
    group: null,
    notification: 'Fire and Emergency Team',
    emergency: true,
    weight: [20, 5, 2],
    content: texts('FIRE ALARM at {location}. Evacuate now.', 'Fire alarm at {location} cleared.', 'Fire alarm test.'),
  },
  {
    name: 'Lift entrapment',
    alias: 'lift_entrapment',
    nature: 'normal',
    autoResolve: 'disable',
    group: null,
    notification: 'Lift and Facility Works',
    emergency: true,
    weight: [18, 5, 2],
    content: texts('Someone is trapped in lift {lift}.', 'Lift {lift} rescue done.', 'Lift {lift} alarm was false.'),
  },
  {
    name: 'Camera offline',
    alias: 'camera_offline',
    nature: 'normal',
    autoResolve: 'after_24_hours',
    group: null,
    notification: 'Lost Connectivity Watch',
    status: 'inactive',
    weight: [5, 2, 1],
    content: texts('Camera {camera} is offline.', 'Camera {camera} is back online.', 'Camera {camera} was fine.'),
  },
  // The site-activity aliases (spec part 3 §3) the reports and analytics count: the demo activity raises these.
  ...(
    [
      [
        'Visitor Overstay',
        'visitor.overstay',
        'Over Stay',
        'Visitor Arrivals',
        'Visitor {name} is still in after midnight.',
      ],
      [
        'Contractor Overstay',
        'contractor.overstay',
        'Over Stay',
        'Visitor Arrivals',
        'Contractor {name} is still in after 6 PM.',
      ],
      [
        'Delivery Overstay',
        'delivery.overstay',
        'Over Stay',
        'Visitor Arrivals',
        'Delivery {name} is in for over 30 minutes.',
      ],
      [
        'Pickup/Drop Overstay',
        'pickupdrop.overstay',
        'Over Stay',
        'Visitor Arrivals',
        'Pickup/drop {plate} is in for over 15 minutes.',
      ],
      [
        'Parking Unauthorized',
        'parking.unauthorized',
        'Unauthorized',
        'Gate Camera Alerts',
        'Unregistered vehicle {plate} in the resident lane.',
      ],
      [
        'Special Vehicle Entry',
        'special_vehicle.entry',
        null,
        'Gate Camera Alerts',
        'Special vehicle {plate} entered at {gate}.',
      ],
      [
        'Heavy Vehicle Entry',
        'heavy_vehicle.entry',
        null,
        'Gate Camera Alerts',
        'Heavy vehicle {plate} entered at {gate}.',
      ],
      [
        'Virtual Patrol Occupant',
        'virtual-patrol.occupant',
        null,
        'Gate Camera Alerts',
        'Someone seen at {camera} during the patrol.',
      ],
      [
        'Camera Disconnected',
        'camera.disconnected',
        null,
        'Lost Connectivity Watch',
        'Camera {camera} is disconnected.',
      ],
    ] as const
  ).map(([name, alias, group, notification, raised]) => ({
    name,
    alias,
    nature: 'normal',
    recent: undefined as string | undefined,
    status: undefined as string | undefined,
    emergency: undefined as boolean | undefined,
    autoResolve: 'after_12_hours',
    group: group as string | null,
    notification,
    weight: [10, 5, 2],
    content: texts(raised, `${name} resolved.`, `${name}: false alert.`),
  })),
];

/** The alert display's panels (spec part 2 §3 presentation), by alias names of the types above. */
const PRESENTATIONS = [
  {
    position: 1,
    title: 'Emergencies',
    subtitle: 'Fire and lift alarms',
    alertTypes: ['fire_alarm', 'lift_entrapment'],
    visibility: true,
    disabled: false,
    expand: 'full',
    align: 'center',
    url: 'https://alerts.demo.condo/screens/emergencies',
  },
  {
    position: 2,
    title: 'Gate security',
    subtitle: 'Unauthorized entries and tailgating',
    alertTypes: ['unauthorized_entry', 'tailgating'],
    visibility: true,
    disabled: false,
    expand: 'large',
    align: 'left',
    url: 'https://alerts.demo.condo/screens/gate',
  },
  {
    position: 3,
    title: 'Overstays',
    subtitle: 'Vehicles and visitors past their time',
    alertTypes: ['overstay_vehicle', 'overstay_visitor'],
    visibility: true,
    disabled: true,
    expand: 'medium',
    align: 'left',
    url: 'https://alerts.demo.condo/screens/overstay',
  },
  {
    position: 4,
    title: 'Device health',
    subtitle: 'Cameras offline',
    alertTypes: ['camera_offline'],
    visibility: false,
    disabled: false,
    expand: 'small',
    align: 'right',
    url: null,
  },
];

export async function hasNoAlertTypes(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ empty: boolean }>(
    await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM alert_types) AS empty`),
  );
  return row?.empty === true;
}

/** The alerts area's demo data, once (while there are no alert types): the same set in every condo. */
export async function seedDemoAlerts(db: Db): Promise<void> {
  const types = JSON.stringify(
    ALERT_TYPES.map((type) => ({
      name: type.name,
      alias: type.alias,
      nature: type.nature,
      recent: type.recent ?? null,
      status: type.status ?? 'active',
      auto_resolve: type.autoResolve,
      alert_group: type.group,
      notification: type.notification,
      raised: type.weight[0],
      resolved: type.weight[1],
      false_alert: type.weight[2],
      whatsapp: type.content,
      sms: type.content,
      emergency: type.emergency ?? false,
      description: `${type.name} (demo)`,
    })),
  );
  await db.execute(sql`
    INSERT INTO alert_types (condo_id, name, alias_name, nature, status, recent_alert_time, auto_resolve,
      alert_group_id, notification_id, weight_raised, weight_resolved, weight_false_alert, whatsapp_content,
      sms_content, emergency, description)
    SELECT c.id, t.name, t.alias, t.nature, t.status, t.recent, t.auto_resolve, g.id,
      (SELECT n.id FROM notifications n WHERE n.condo_id = c.id AND n.name = t.notification ORDER BY n.id LIMIT 1),
      t.raised, t.resolved, t.false_alert, t.whatsapp, t.sms, t.emergency, t.description
    FROM condos c
    CROSS JOIN json_to_recordset(${types}::json) AS t(name text, alias text, nature text, recent text, status text,
      auto_resolve text, alert_group text, notification text, raised int, resolved int, false_alert int,
      whatsapp jsonb, sms jsonb, emergency boolean, description text)
    LEFT JOIN alert_groups g ON g.name = t.alert_group
    ON CONFLICT DO NOTHING`);
  const screens = JSON.stringify(PRESENTATIONS.map((screen) => ({ ...screen, alert_types: screen.alertTypes })));
  await db.execute(sql`
    INSERT INTO presentations (condo_id, position, title, subtitle, header, footer, alert_types, sound, disabled,
      visibility, url, expand, align)
    SELECT c.id, p.position, p.title, p.subtitle, c.name, 'Guard house', ARRAY(SELECT json_array_elements_text(p.alert_types)),
      true, p.disabled, p.visibility, p.url, p.expand, p.align
    FROM condos c
    CROSS JOIN json_to_recordset(${screens}::json) AS p(position int, title text, subtitle text, alert_types json,
      disabled boolean, visibility boolean, url text, expand text, align text)`);
}
