// Smart Parking (spec part 3 §2.2 "Smart Parking Alert System"): tiles, vehicle types and visitor types.
import { api, type VehicleEntryTiles, type VehicleTypeEntries, type VisitorTypes } from '@condo/shared';
import dayjs from 'dayjs';
import { DAY, isDaily } from '../report-kit/format';
import type { ReportContext, ReportSection } from '../report-kit/model';
import { vehicleColors, visitorColors } from '../report-kit/palette';
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

const VEHICLE_TYPES = ['car', 'motorcycle', 'van', 'lorry', 'bus'] as const;
const VISITOR_TYPES = ['Guest', 'Delivery', 'Contractor', 'Pickup/Drop'] as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export async function loadParking(context: LoadContext): Promise<ParkingData> {
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
  const days = (data.vehicleTypes.entries_per_day ?? []).map((day) => day.date);
  sections.push(
    {
      kind: 'donut',
      title: 'Type of Vehicles Entry',
      colors: vehicleColors,
      slices: data.vehicleTypes.aggregation.vehicle_type.buckets.map((bucket) => ({
        name: capitalised(bucket.key),
        value: bucket.doc_count,
      })),
    },
    {
      kind: 'line',
      title: 'Vehicles Entry per Day',
      colors: vehicleColors,
      categories: days.map((day) => dayjs(day).format(DAY)),
      series: VEHICLE_TYPES.map((type) => ({
        name: capitalised(type),
        values: (data.vehicleTypes.entries_per_day ?? []).map((day) => day[type] ?? 0),
      })),
    },
  );
  const visitorBuckets = data.visitorTypes.aggregation.visitor_type.buckets;
  // Type of Visitors shows only when some visitor type has a count (spec part 3 §2.2).
  if (visitorBuckets.some((bucket) => bucket.doc_count > 0)) {
    const perDay = data.visitorTypes.visitor_types_per_day ?? [];
    sections.push(
      {
        kind: 'donut',
        title: 'Type of Visitors',
        colors: visitorColors,
        slices: visitorBuckets.map((bucket) => ({ name: bucket.key, value: bucket.doc_count })),
      },
      {
        kind: 'line',
        title: 'Visitors per Day',
        colors: visitorColors,
        categories: perDay.map((day) => dayjs(day.date).format(DAY)),
        series: VISITOR_TYPES.map((type) => ({ name: type, values: perDay.map((day) => day[type] ?? 0) })),
      },
    );
  }
  return sections;
}
