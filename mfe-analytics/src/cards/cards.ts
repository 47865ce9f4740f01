// The 22 analytics cards of spec part 3 §9, in the spec's order, declared once: the overview grid, the detail page,
// the export and the tests all read this list. A card says which call answers it (with its fixed filters), the
// shape of §3 "Analytics card data" its rows have, and how a row reads as name · secondary value · COUNT.
import {
  type AlertCameraCard,
  type AlertVehicleCard,
  type AnalyticsQuery,
  api,
  type CallOptions,
  type DeviceCountCard,
  type EntryModePersonCard,
  type IsoDateRange,
  type TrafficDay,
  type UnitCountCard,
  type VehicleCountCard,
  type VisitorCountCard,
} from '@condo/shared';
import dayjs from 'dayjs';
import { type AlertGroupName, alertGroupIdOf } from './alertGroups';
import { countEachDay, type DayCount, everyDayOf } from './perDay';

/** §3 "Analytics card data" shapes, plus a day of traffic. */
export type CardShape = 'visitor' | 'unit' | 'vehicle' | 'person' | 'device' | 'camera' | 'day' | 'calls' | 'number';

/** One line of a card: what it is, what tells it apart, and how many. */
export interface CardRow {
  name: string;
  secondary: string;
  count: number;
}

/** A card's answer: ranked rows, or one figure (the bare-number and call-count cards). */
export type CardResult = { kind: 'rows'; rows: CardRow[] } | { kind: 'figure'; value: number };

/** What a card's call is given: the range and the count (limit 0 lets the server choose its 10). */
export type CardQuery = Required<Pick<AnalyticsQuery, 'from_time' | 'to_time'>> & { limit: number };

/**
 * Where the rows behind a card's figure are listed: another screen of the console that keeps its filters in its URL
 * and filters on exactly what the card counts (docs/analytics.md says which cards have one and why the others not).
 */
export interface CardList {
  /** The screen's name in the host's route table. */
  screen: string;
  /** What the link says it opens, after the figure ("calls in the call log"). */
  label: string;
  /** That screen's URL filters for this card, beside the range (`from`, `to`) every linked screen reads. */
  filters: Record<string, string>;
}

export interface AnalyticsCard {
  /** The spec's card name (§9), shown as the card's title. */
  name: string;
  /** The `:link` of `/analytics_details/:link/:name`. */
  link: string;
  shape: CardShape;
  /** Loads as soon as the detail page opens, without the Count selector (§4 "Analytics detail"). */
  immediate: boolean;
  load: (query: CardQuery, options: CallOptions) => Promise<CardResult>;
  list?: CardList;
  /**
   * The figure per UTC day of the range, where the figure counts things that happen in time (the bare numbers and
   * the traffic days): the detail page draws it as a line. The ranked cards of people, units, plates, devices and
   * cameras have none.
   */
  perDay?: (range: IsoDateRange, options: CallOptions) => Promise<DayCount[]>;
}

const rows =
  <T>(read: (row: T) => CardRow) =>
  (data: T[]): CardResult => ({ kind: 'rows', rows: data.map(read) });
const figure = (value: number): CardResult => ({ kind: 'figure', value });

/**
 * A bare-number card whose figure is also drawn per day: its own call asked once per UTC day of the range (the spec
 * gives no per-day form of these calls; a count of a range is the sum of its days' counts).
 */
const countedPerDay = (card: Omit<AnalyticsCard, 'perDay'>): AnalyticsCard => ({
  ...card,
  perDay: (range, options) =>
    countEachDay(range, async (day) => {
      const result = await card.load({ from_time: day.from, to_time: day.to, limit: 0 }, options);
      return result.kind === 'figure' ? result.value : 0;
    }),
});

/** The API's largest `limit`: every day of a range (at most 31) with traffic, for the traffic card's line. */
const ALL_DAYS_LIMIT = 100;

/** A card of ranked rows that asks for them once the Count is chosen: its call and how its shape's rows read. */
const rankedCard = <T>(
  name: string,
  link: string,
  shape: CardShape,
  call: (query: CardQuery, options: CallOptions) => Promise<{ data: T }>,
  read: (data: T) => CardResult,
): AnalyticsCard => ({
  name,
  link,
  shape,
  immediate: false,
  load: async (query, options) => read((await call(query, options)).data),
});

// How each shape's row reads (§3): the secondary value is the row's own detail where it has one, else what it is.
const visitorRow = rows<VisitorCountCard>((row) => ({ name: row.name, secondary: row.phone, count: row.count }));
const unitRow = rows<UnitCountCard>((row) => ({ name: row.unit_number, secondary: 'Unit', count: row.count }));
const vehicleRow = rows<VehicleCountCard | AlertVehicleCard>((row) => ({
  name: row.np || row.number_plate,
  secondary: 'Number plate',
  count: row.count,
}));
const personRow = rows<EntryModePersonCard>((row) => ({
  name: row.name,
  secondary: row.phone,
  count: row.entry_count,
}));
const deviceRow = rows<DeviceCountCard>((row) => ({ name: row.name, secondary: 'Device', count: row.count }));
const cameraRow = rows<AlertCameraCard>((row) => ({
  name: row.name,
  secondary: row.mac_address ?? '-',
  count: row.count,
}));
// A YYYY-MM-DD day parses as that calendar day wherever the browser is.
const dayRow = rows<TrafficDay>((row) => ({
  name: dayjs(row.date).format('DD-MMM-YY'),
  secondary: dayjs(row.date).format('dddd'),
  count: row.count,
}));

const entryModeCard = (name: string, link: string, entry_mode: 'FACE' | 'RFID' | 'SMART_QR') =>
  rankedCard(
    name,
    link,
    'person',
    (query, options) => api.analytics.entryData({ ...query, entry_mode }, options),
    personRow,
  );

const alertGroupCard = (name: string, link: string, group: AlertGroupName) =>
  rankedCard(
    name,
    link,
    'vehicle',
    async (query, options) => api.analytics.mostAlertVehicles(await alertGroupIdOf(group, options), query, options),
    vehicleRow,
  );

const alertTypeCard = (name: string, link: string, type: string) =>
  rankedCard(
    name,
    link,
    'vehicle',
    (query, options) => api.analytics.alertReportData({ ...query, type }, options),
    vehicleRow,
  );

// The call log lists calls by range, call type and the Status / Resident status labels (spec part 2 §4).
const callLog = (filters: Record<string, string>): CardList => ({
  screen: 'callLogs',
  label: 'calls in the call log',
  filters,
});

const callCountCard = (
  name: string,
  link: string,
  read: 'ivr_call_count' | 'video_call_count',
  call_type: 'ivr' | 'video_call',
): AnalyticsCard =>
  countedPerDay({
    name,
    link,
    shape: 'calls',
    immediate: true,
    load: async ({ from_time, to_time }, options) =>
      figure((await api.analytics.overallCallCount({ from_time, to_time }, options)).data[read]),
    list: callLog({ call_type }),
  });

const videoCallCard = (
  name: string,
  link: string,
  gate_open: 'accepted' | 'declined',
  list?: CardList,
): AnalyticsCard =>
  countedPerDay({
    name,
    link,
    shape: 'number',
    immediate: true,
    load: async ({ from_time, to_time }, options) =>
      figure((await api.analytics.videoCallReport({ from_time, to_time, status: 'success', gate_open }, options)).data),
    list,
  });

export const analyticsCards: readonly AnalyticsCard[] = [
  rankedCard(
    'Most Visiting Visitor',
    'most-visiting-visitor',
    'visitor',
    api.analytics.mostVisitedVisitors,
    visitorRow,
  ),
  rankedCard('Most Invited Unit', 'most-invited-unit', 'unit', api.analytics.mostInvitedUnits, unitRow),
  rankedCard('Most Visiting Unit', 'most-visiting-unit', 'unit', api.analytics.mostVisitedUnit, unitRow),
  alertGroupCard('Most Overstaying Vehicle', 'most-overstaying-vehicle', 'Over Stay'),
  alertGroupCard('Most Unauthorized Parked Vehicle', 'most-unauthorized-parked-vehicle', 'Unauthorized'),
  {
    name: 'Most Traffic On a Day',
    link: 'most-traffic-on-a-day',
    shape: 'day',
    immediate: true,
    load: async (query, options) => dayRow((await api.analytics.trafficDetails(query, options)).data),
    perDay: async ({ from, to }, options) =>
      everyDayOf(
        { from, to },
        (await api.analytics.trafficDetails({ from_time: from, to_time: to, limit: ALL_DAYS_LIMIT }, options)).data,
      ),
  },
  entryModeCard('Most Face Used Person', 'most-face-used-person', 'FACE'),
  entryModeCard('Most Rfid Used Person', 'most-rfid-used-person', 'RFID'),
  entryModeCard('Most Qr Used Person', 'most-qr-used-person', 'SMART_QR'),
  rankedCard('Most Alerts From Camera', 'most-alerts-from-camera', 'camera', api.analytics.mostAlertFromCam, cameraRow),
  alertTypeCard('Most Special Vehicle Entry', 'most-special-vehicle-entry', 'special_vehicle.entry'),
  alertTypeCard('Most Heavy Vehicle Entry', 'most-heavy-vehicle-entry', 'heavy_vehicle.entry'),
  callCountCard('Ivr Call Count', 'ivr-call-count', 'ivr_call_count', 'ivr'),
  callCountCard('Video Call Count', 'video-call-count', 'video_call_count', 'video_call'),
  rankedCard(
    'Non Resident Vehicles In Resident Vehicle Entry Lane',
    'non-resident-vehicles',
    'vehicle',
    api.analytics.nonResidentVehicle,
    vehicleRow,
  ),
  rankedCard('Most VMS Entry', 'most-vms-entry', 'device', api.analytics.mostVmsEntry, deviceRow),
  rankedCard('Most Intercom Entry', 'most-intercom-entry', 'unit', api.analytics.mostIntercomEntry, unitRow),
  rankedCard(
    'Most Unregistered Visitor',
    'most-unregistered-visitor',
    'vehicle',
    api.analytics.mostUnregisteredVehicle,
    vehicleRow,
  ),
  countedPerDay({
    name: 'Most Sms Count',
    link: 'most-sms-count',
    shape: 'number',
    immediate: true,
    load: async ({ from_time, to_time }, options) =>
      figure((await api.analytics.smsCount({ from_time, to_time }, options)).data),
  }),
  countedPerDay({
    name: 'Most No Of Unreg Entry',
    link: 'most-no-of-unreg-entry',
    shape: 'number',
    immediate: true,
    load: async (query, options) => figure((await api.analytics.unregisteredEntryCount(query, options)).data),
  }),
  // No label of the call log is exactly success + accepted ("Accepted" is busy + accepted), so no list.
  videoCallCard('Most Video Call Accept Count', 'most-video-call-accept-count', 'accepted'),
  // "Denied" is exactly success + declined.
  videoCallCard(
    'Most Video Call Reject Count',
    'most-video-call-reject-count',
    'declined',
    callLog({ call_type: 'video_call', resident_status: 'Denied' }),
  ),
];

export const cardOfLink = (link: string | undefined) => analyticsCards.find((card) => card.link === link);

/** §4: the cards that load at once on their detail page, with no Count selector. */
export const immediateCards = () => analyticsCards.filter((card) => card.immediate).map((card) => card.name);
