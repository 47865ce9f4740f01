// The analytics resources (spec part 3 §7 "Analytics", "Vehicle parking"): paths and query names exactly as the
// contract spells them.
import { setSession } from '../../session/cookies';
import { configureApi, setCurrentCondo } from '../config';
import { installFakeBackend, tokenExpiringIn } from '../testing/fakeBackend';
import { api } from '.';

beforeEach(() => {
  configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://{condo}.api.test' });
  setCurrentCondo('marina-bay');
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
});

const condo = 'https://marina-bay.api.test';
const range = { from_time: '2026-11-01T00:00:00.000Z', to_time: '2026-11-06T23:59:59.999Z' };
const times = 'from_time=2026-11-01T00%3A00%3A00.000Z&to_time=2026-11-06T23%3A59%3A59.999Z';

test('card calls: snake_case range, limit and the fixed filters; the alert group in the path', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [] } }));
  await api.analytics.mostVisitedVisitors({ ...range, limit: 25 });
  await api.analytics.entryData({ ...range, limit: 5, entry_mode: 'SMART_QR' });
  await api.analytics.alertReportData({ ...range, type: 'heavy_vehicle.entry' });
  await api.analytics.mostAlertVehicles(7, { ...range, limit: 10 });
  await api.analytics.videoCallReport({ ...range, status: 'success', gate_open: 'declined' });
  await api.analytics.smsCount(range);
  expect(requests.map((request) => [request.method, request.url])).toEqual([
    ['GET', `${condo}/api/v1/visitors/most_visited_visitors?${times}&limit=25`],
    ['GET', `${condo}/api/v1/resident_entries/entry_data?${times}&limit=5&entry_mode=SMART_QR`],
    ['GET', `${condo}/api/v1/alerts/alert_report_data?${times}&type=heavy_vehicle.entry`],
    ['GET', `${condo}/api/v1/alerts/7/most_alert_vehicles?${times}&limit=10`],
    ['GET', `${condo}/api/v1/call_logs/video_call_report?${times}&status=success&gate_open=declined`],
    ['GET', `${condo}/api/v1/outboxes/count?${times}`],
  ]);
});

test('vehicle parking: the slots of a range and an offset written unwrapped', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [] } }));
  await api.vehicleParking.insideVehicleCount(range);
  await api.vehicleParking.updateOffset(12, -3);
  expect(requests.map((request) => [request.method, request.url])).toEqual([
    ['GET', `${condo}/api/v1/vehicle_entries/inside_vehicle_count?${times}`],
    ['PUT', `${condo}/api/v1/vehicle_entries/12/update_vehicle_offset`],
  ]);
  expect(requests[1]?.body).toEqual({ offset: -3 });
});
