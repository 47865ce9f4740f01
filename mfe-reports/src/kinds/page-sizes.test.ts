// Spec part 3 §9 "Preview page sizes", as the calls send them.
import { configureApi, setCurrentCondo, setSession } from '@condo/shared';
import { installFakeBackend, tokenExpiringIn } from '@condo/shared/testing';
import { loadVisits } from './visits';
import { loadWaterMeter } from './water-meter';

const range = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-16T23:59:59.999Z' };

beforeEach(() => {
  configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://{condo}.api.test' });
  setCurrentCondo('marina-bay');
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
});

const perPageOf = (url: string) => new URL(url).searchParams.get('per_page');

test('the VMS device, type and entry reports ask 50 visits a page', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [], total_entries: 0 } }));
  await loadVisits({ range, options: {} }, 'device_name');
  await loadVisits({ range, options: {} }, 'visitor_type');
  expect(requests.map((request) => perPageOf(request.url))).toEqual(['50', '50']);
});

test('the water meter asks 100 rows hourly and 1500 daily', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [] } }));
  await loadWaterMeter({ range, options: { subType: 'hourly_consumption' } });
  await loadWaterMeter({ range, options: { subType: 'daily_consumption' } });
  expect(requests.map((request) => perPageOf(request.url))).toEqual(['100', '100', '1500', '1500']);
});
