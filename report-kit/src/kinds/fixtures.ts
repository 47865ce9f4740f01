// Fixed report data for the kinds' tests: the shapes the API answers, with figures easy to check by eye.
import type { AlertDetailData, AlertSummaryData } from './alerts';
import type { ParkingData } from './parking';
import type { VisitReportData } from './visits';
import type { WeeklyData } from './weekly';

export const weekRange = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-22T23:59:59.999Z' };
export const dayRange = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-16T23:59:59.999Z' };
export const context = { condoName: 'Marina Bay Residences', serviceUrl: 'https://service.example', range: weekRange };

const day = (date: string, car: number) => ({ date, total: car + 1, car, motorcycle: 1, van: 0, lorry: 0, bus: 0 });

export const parking: ParkingData = {
  tiles: {
    vehicles_in: { count: 120 },
    vehicles_out: { count: 110 },
    visitor_vehicles_in: { count: 30 },
    visitor_vehicles_out: { count: 28 },
    visitors_in: { count: 45 },
  },
  vehicleTypes: {
    aggregation: {
      vehicle_type: {
        buckets: [
          { key: 'car', doc_count: 118 },
          { key: 'motorcycle', doc_count: 2 },
        ],
      },
    },
    entries_per_day: [day('2026-11-16', 60), day('2026-11-17', 58)],
  },
  visitorTypes: {
    aggregation: {
      visitor_type: {
        buckets: [
          { key: 'Guest', doc_count: 40 },
          { key: 'Delivery', doc_count: 5 },
        ],
      },
    },
    visitor_types_per_day: [{ date: '2026-11-16', total: 45, Guest: 40, Delivery: 5, Contractor: 0, 'Pickup/Drop': 0 }],
  },
};

export const alertSummary: AlertSummaryData = {
  aggregation: {
    total_count: { value: 12 },
    status: {
      buckets: [
        { key: 'Raised', doc_count: 5 },
        { key: 'Resolved', doc_count: 7 },
      ],
    },
    alert_type_name: {
      buckets: [
        {
          key: 'visitor.overstay',
          name: 'Visitor Overstay',
          doc_count: 8,
          raised: { doc_count: 3 },
          resolved: { doc_count: 5 },
        },
        {
          key: 'camera.disconnected',
          name: 'Camera Disconnected',
          doc_count: 2,
          raised: { doc_count: 1 },
          resolved: { doc_count: 1 },
        },
        {
          key: 'parking.unauthorized',
          name: 'Parking Unauthorized',
          doc_count: 2,
          raised: { doc_count: 1 },
          resolved: { doc_count: 1 },
        },
      ],
    },
  },
};

const alert = (id: number, type: string, extra: Partial<AlertDetailData['types'][number]['alerts'][number]> = {}) => ({
  id,
  alert_type_name: type,
  alert_type_display_name: type,
  alert_group: null,
  from_time: '2026-11-16T10:00:00.000Z',
  to_time: null,
  description: `Alert ${id}`,
  status: 'Raised' as const,
  image_path: null,
  s3_image_path: null,
  remarks: null,
  comments: [],
  device_name: null,
  entity: {
    number_plate: 'SGX1234A',
    block: 'A',
    unit_number: '01-01',
    visitor: { name: 'Ana', phone: '+6590000001' },
    in_time: null,
    out_time: null,
  },
  ...extra,
});

export const alertDetail: AlertDetailData = {
  ...alertSummary,
  types: [
    {
      type: 'visitor.overstay',
      name: 'Visitor Overstay',
      total: 2,
      alerts: [
        alert(1, 'visitor.overstay', {
          status: 'Resolved',
          image_path: '/img/1.jpg',
          entity: { ...alert(0, '').entity, in_time: '2026-11-16T07:30:00.000Z', out_time: '2026-11-16T10:05:00.000Z' },
        }),
        alert(2, 'visitor.overstay', { comments: [{ remarks: 'Guard informed' }, { remarks: 'Visitor left' }] }),
      ],
    },
    {
      type: 'parking.unauthorized',
      name: 'Parking Unauthorized',
      total: 1,
      alerts: [alert(3, 'parking.unauthorized', { remarks: 'Towed' })],
    },
  ],
};

export const weekly = (vehicles: number | null, visitors: number | null): WeeklyData => ({
  weekly: {
    vehicles: { percentage: vehicles, entry_vehicles: 120, exit_vehicles: 110 },
    visitors: { percentage: visitors, visitors: 40, contractors: 3, pickup_delivery: 5 },
    total_notification: 77,
    top_alerts: [
      { rank: 1, type: 'visitor.overstay', name: 'Visitor Overstay', count: 8 },
      { rank: 2, type: 'parking.unauthorized', name: 'Parking Unauthorized', count: 1 },
    ],
  },
  notifications: 77,
});

const visit = (id: number, type: 'Guest' | 'Delivery', device: string | null) => ({
  id,
  visitor: { name: `Visitor ${id}`, phone: `+659000000${id}` },
  block: 'A, B',
  unit_number: '01-01',
  visitor_type: type,
  purpose: null,
  number_plate: null,
  mode_of_entry: 'kiosk' as const,
  in_time: '2026-11-16T09:00:00.000Z',
  out_time: null,
  device_name: device,
});

export const visitsByType: VisitReportData = {
  total: 3,
  visits: [visit(1, 'Guest', 'Kiosk A'), visit(2, 'Guest', 'Kiosk A'), visit(3, 'Delivery', null)],
  buckets: [
    { key: 'Guest', doc_count: 2 },
    { key: 'Delivery', doc_count: 1 },
  ],
};
