// Car park statistics (spec part 3 §2.2 "Car park reports"): printed through the print window (spec §4).
import type { ParkedVisitorVehicle, SelfInviteDay, VisitingVisitor, VisitOverstay } from '@condo/shared';
import dayjs from 'dayjs';
import { DATE_TIME } from '../kit/format';
import type { ReportSection, TableColumn } from '../kit/model';
import { allPages, cutNote, type LoadContext, rangeQuery } from './kind';

export const CAR_PARK_SUBTYPES = [
  { value: 'self_invites', label: 'Self Invites' },
  { value: 'visitor_vehicles_3', label: 'Visitor Vehicles Parked hours/day' },
  { value: 'most_visiting_visitors', label: 'Most Visiting Visitors' },
  { value: 'visitor_overstay', label: 'Visitor Overstay' },
] as const;

/** visitor_vehicles_3's duration picker starts at 3 hours (the 12-hour variant is 12:00 on the same picker). */
export const DEFAULT_PARKED_MINUTES = 180;
const PAGE = 150;
/** "Most visiting" lists this many visitors (the spec gives no limit). */
const MOST_VISITING_LIMIT = 50;

/** Spec part 3 §2.2: the overstay thresholds the reports display, and the virtual patrol's check times. */
export const OVERSTAY_THRESHOLDS = [
  'Visitor: 12:00 AM / 12:30 AM',
  'Contractor: 06:00 PM / 06:30 PM',
  'Delivery: greater than 30 mins',
  'Pickup/Drop: greater than 15 mins',
];
export const PATROL_TIMES = ['10:30 PM', '01:30 AM', '04:30 AM'];

export type CarParkData =
  | { subType: 'self_invites'; rows: SelfInviteDay[]; total: number }
  | { subType: 'visitor_vehicles_3'; minutes: number; rows: ParkedVisitorVehicle[]; total: number }
  | { subType: 'most_visiting_visitors'; rows: VisitingVisitor[]; total: number }
  | { subType: 'visitor_overstay'; rows: VisitOverstay[]; total: number };

export async function loadCarPark(context: LoadContext): Promise<CarParkData> {
  const { api } = context;
  const query = rangeQuery(context);
  const options = { signal: context.signal };
  switch (context.options.subType) {
    case 'visitor_vehicles_3': {
      const minutes = context.options.durationMinutes ?? DEFAULT_PARKED_MINUTES;
      const paged = await allPages((page) =>
        api.vehicleEntries.visitorVehiclesParked({ ...query, duration: minutes, page, per_page: PAGE }, options),
      );
      return { subType: 'visitor_vehicles_3', minutes, ...rowsOf(paged) };
    }
    case 'most_visiting_visitors': {
      const { data } = await api.visitors.mostVisitedReport({ ...query, limit: MOST_VISITING_LIMIT }, options);
      return { subType: 'most_visiting_visitors', rows: data, total: data.length };
    }
    case 'visitor_overstay': {
      const paged = await allPages((page) => api.visits.visitorOverstay({ ...query, page, per_page: PAGE }, options));
      return { subType: 'visitor_overstay', ...rowsOf(paged) };
    }
    default: {
      const paged = await allPages((page) => api.invites.selfInvites({ ...query, page, per_page: PAGE }, options));
      return { subType: 'self_invites', ...rowsOf(paged) };
    }
  }
}

const rowsOf = <Row>({ rows, total }: { rows: Row[]; total: number }) => ({ rows, total });

const columns = (...pairs: [string, string][]): TableColumn[] => pairs.map(([key, title]) => ({ key, title }));
const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
const day = (value: string) => dayjs(value).format('DD-MM-YYYY');

function table(data: CarParkData): ReportSection {
  const note = cutNote(data.rows.length, data.total);
  const extra = note ? { note } : {};
  switch (data.subType) {
    case 'self_invites':
      return {
        kind: 'table',
        title: 'Self Invites',
        columns: columns(['name', 'Name'], ['count', 'Count'], ['unit', 'Unit'], ['date', 'Date']),
        rows: data.rows.map((row) => ({
          name: row.name ?? '-',
          count: row.count ?? 0,
          unit: row.unit_number ?? '-',
          date: day(row.date),
        })),
        ...extra,
      };
    case 'visitor_vehicles_3':
      return {
        kind: 'table',
        title: `Visitor vehicles parked ${hours(data.minutes)} or more`,
        // Spec part 3 §2.2: name, number_plate, block, date (how long each stayed is in the title's threshold).
        columns: columns(['name', 'Name'], ['plate', 'Number Plate'], ['block', 'Block'], ['date', 'Date']),
        rows: data.rows.map((row) => ({
          name: row.name ?? '-',
          plate: row.number_plate,
          block: row.block ?? '-',
          date: dayjs(row.date).format(DATE_TIME),
        })),
        ...extra,
      };
    case 'most_visiting_visitors':
      return {
        kind: 'table',
        title: 'Most Visiting Visitors',
        columns: columns(['name', 'Name'], ['phone', 'Phone'], ['count', 'Count'], ['plates', 'Number Plates']),
        rows: data.rows.map((row) => ({
          name: row.name,
          phone: row.phone,
          count: row.count,
          plates: row.number_plates.join(', ') || '-',
        })),
      };
    case 'visitor_overstay':
      return {
        kind: 'table',
        title: 'Visitor Overstay',
        columns: columns(
          ['name', 'Name'],
          ['phone', 'Phone'],
          ['type', 'Visitor Type'],
          ['plate', 'Number Plate'],
          ['block', 'Block'],
          ['in', 'In Time'],
          ['out', 'Out Time'],
          ['duration', 'Stayed'],
        ),
        rows: data.rows.map((row) => ({
          name: row.name,
          phone: row.phone,
          type: row.visitor_type,
          plate: row.number_plate ?? '-',
          block: row.block ?? '-',
          in: dayjs(row.in_time).format(DATE_TIME),
          out: row.out_time ? dayjs(row.out_time).format(DATE_TIME) : 'N/A',
          duration: hours(row.duration_minutes),
        })),
        ...extra,
      };
  }
}

export function carParkSections(data: CarParkData): ReportSection[] {
  const sections: ReportSection[] = [{ kind: 'heading', text: 'Car Park Statistics' }];
  if (data.subType === 'visitor_overstay') {
    sections.push({
      kind: 'paragraph',
      runs: [{ text: 'Overstay thresholds: ', tone: 'strong' }, { text: OVERSTAY_THRESHOLDS.join(' · ') }],
    });
  }
  sections.push(
    {
      kind: 'paragraph',
      runs: [{ text: 'Virtual patrol check times: ', tone: 'strong' }, { text: PATROL_TIMES.join(', ') }],
    },
    table(data),
  );
  return sections;
}
