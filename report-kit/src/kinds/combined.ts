// The combined reports (spec part 3 §2.2 "Combined report (total_report / lnpr_alert)").
import type { VehicleTotals, VisitorTypeCounts } from '@condo/shared';
import type { ReportContext, ReportSection } from '../kit/model';
import { type AlertSummaryData, alertSummarySections, loadAlertSummary } from './alerts';
import type { LoadContext } from './kind';
import { loadParking, type ParkingData, parkingSections } from './parking';

export interface ParkingAlertData {
  parking: ParkingData;
  alerts: AlertSummaryData;
}

export interface TotalReportData extends ParkingAlertData {
  vehicles: VehicleTotals;
  visitors: VisitorTypeCounts;
}

export async function loadParkingAlert(context: LoadContext): Promise<ParkingAlertData> {
  const [parking, alerts] = await Promise.all([loadParking(context), loadAlertSummary(context)]);
  return { parking, alerts };
}

export async function loadTotalReport(context: LoadContext): Promise<TotalReportData> {
  const { api } = context;
  const range = { fromTime: context.range.from, toTime: context.range.to };
  const options = { signal: context.signal };
  const [both, vehicles, visitors] = await Promise.all([
    loadParkingAlert(context),
    api.vehicleEntries.totalVehicles(range, options),
    api.visits.totalVisitorCount(range, options),
  ]);
  return { ...both, vehicles: vehicles.data, visitors: visitors.data };
}

export const parkingAlertSections = (data: ParkingAlertData, context: ReportContext): ReportSection[] => [
  ...parkingSections(data.parking, context),
  ...alertSummarySections(data.alerts),
];

export const totalReportSections = (data: TotalReportData, context: ReportContext): ReportSection[] => [
  ...parkingSections(data.parking, context),
  {
    kind: 'tiles',
    title: 'Vehicles',
    tiles: [
      { label: 'Resident Registered', value: data.vehicles.resident_reg_vehicle_count ?? 0 },
      { label: 'Resident Not Registered', value: data.vehicles.resident_non_reg_vehicle_count ?? 0 },
      { label: 'Visitor Registered', value: data.vehicles.visitor_reg_vehicle_count ?? 0 },
      { label: 'Visitor Not Registered', value: data.vehicles.visitor_non_reg_vehicle_count ?? 0 },
    ],
  },
  {
    kind: 'tiles',
    title: 'Visitors',
    tiles: (['Guest', 'Delivery', 'Contractor', 'Pickup/Drop'] as const).map((type) => ({
      label: type,
      value: data.visitors[type] ?? 0,
    })),
  },
  ...alertSummarySections(data.alerts),
];
