// Smart Parking (spec part 3 §2.2 "Smart Parking Alert System"): tiles, vehicle types and visitor types.
import type { VehicleEntryTiles, VehicleTypeEntries, VisitorTypes } from '@condo/shared';
import dayjs from 'dayjs';
import { DAY, isDaily } from '../kit/format';
import type { ReportContext, ReportSection } from '../kit/model';
import { vehicleColors, visitorColors } from '../kit/palette';
import { type LoadContext, rangeQuery } from './kind';

export interface ParkingData {
  tiles: VehicleEntryTiles;
  vehicleTypes: VehicleTypeEntries;
  visitorTypes: VisitorTypes;
}

const TILES = [
  ['vehicles_in', 'Vehicles In'],
  ['vehicles_out', 'Vehicles Out'],
  ['visitor_vehicles_in', 'Visitor Vehicles In'],
  ['visitor_vehicles_out', 'Visitor Vehicles Out'],
  ['visitors_in', 'Visitors In'],
] as const;

/** Spec part 3 §3 "Visitor counts by type"; other types the data names are drawn after these. */
const VISITOR_TYPES = ['Guest', 'Delivery', 'Contractor', 'Pickup/Drop'] as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Bucket = { key: string; doc_count: number };
type PerDay = { date: string } & Record<string, unknown>;

/**
 * Spec part 3 §3 gives the graph data as "entries_per_day plus a count per vehicle type" (and per visitor type)
 * without a shape. The reference API answers per-day rows `{date, total, <type>: n}` and the counts as
 * `aggregation.<vehicle_type|visitor_type>.buckets` (docs/decisions.md R3-D1b). The types drawn are the ones the
 * data names, in the buckets or as per-day keys, never a fixed list; without buckets the counts are the per-day sums.
 */
export function typeCounts(buckets: Bucket[] | undefined, perDay: PerDay[], known: readonly string[] = []) {
  const names = new Set<string>(known);
  for (const bucket of buckets ?? []) names.add(bucket.key);
  for (const day of perDay)
    for (const [key, value] of Object.entries(day))
      if (key !== 'date' && key !== 'total' && typeof value === 'number') names.add(key);
  const dayCount = (day: PerDay, name: string) => (typeof day[name] === 'number' ? (day[name] as number) : 0);
  return [...names].map((name) => ({
    name,
    count: buckets
      ? (buckets.find((bucket) => bucket.key === name)?.doc_count ?? 0)
      : perDay.reduce((sum, day) => sum + dayCount(day, name), 0),
    perDay: perDay.map((day) => dayCount(day, name)),
  }));
}

export async function loadParking(context: LoadContext): Promise<ParkingData> {
  const { api } = context;
  const query = rangeQuery(context);
  const options = { signal: context.signal };
  const [tiles, vehicleTypes, visitorTypes] = await Promise.all([
    api.vehicleEntries.tiles({ ...query, display: TILES.map(([key]) => key) }, options),
    api.vehicleEntries.typeOfEntries(query, options),
    api.visits.visitorTypes(query, options),
  ]);
  return { tiles: tiles.data, vehicleTypes: vehicleTypes.data, visitorTypes: visitorTypes.data };
}

export function parkingSections(data: ParkingData, context: ReportContext): ReportSection[] {
  const sections: ReportSection[] = [
    { kind: 'heading', text: 'Smart Parking Alert System' },
    { kind: 'tiles', tiles: TILES.map(([key, label]) => ({ label, value: data.tiles[key]?.count ?? 0 })) },
  ];
  // A daily report has no trend to draw (spec part 3 §2.2).
  if (isDaily(context.range)) return sections;
  const vehicleDays = (data.vehicleTypes?.entries_per_day ?? []) as PerDay[];
  const vehicles = typeCounts(data.vehicleTypes?.aggregation?.vehicle_type?.buckets, vehicleDays);
  sections.push(
    {
      kind: 'donut',
      title: 'Type of Vehicles Entry',
      colors: vehicleColors,
      slices: vehicles
        .filter((type) => type.count > 0)
        .map((type) => ({ name: capitalised(type.name), value: type.count })),
    },
    {
      kind: 'line',
      title: 'Vehicles Entry per Day',
      colors: vehicleColors,
      categories: vehicleDays.map((day) => dayjs(day.date).format(DAY)),
      series: vehicles.map((type) => ({ name: capitalised(type.name), values: type.perDay })),
    },
  );
  const visitorDays = (data.visitorTypes?.visitor_types_per_day ?? []) as PerDay[];
  const visitors = typeCounts(data.visitorTypes?.aggregation?.visitor_type?.buckets, visitorDays, VISITOR_TYPES);
  // Type of Visitors shows only when some visitor type has a count (spec part 3 §2.2).
  if (visitors.some((type) => type.count > 0)) {
    sections.push(
      {
        kind: 'donut',
        title: 'Type of Visitors',
        colors: visitorColors,
        slices: visitors.filter((type) => type.count > 0).map((type) => ({ name: type.name, value: type.count })),
      },
      {
        kind: 'line',
        title: 'Visitors per Day',
        colors: visitorColors,
        categories: visitorDays.map((day) => dayjs(day.date).format(DAY)),
        series: visitors.map((type) => ({ name: type.name, values: type.perDay })),
      },
    );
  }
  return sections;
}
