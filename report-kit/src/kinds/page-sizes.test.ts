// Spec part 3 §9 "Preview page sizes", as the calls send them.
import { api, configureApi, setCurrentCondo, setSession } from '@condo/shared';
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

test('the VMS device and type reports read every page of visits, 150 a page (docs/decisions.md R3-C5)', async () => {
  const { requests } = installFakeBackend((request) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    return {
      status: 200,
      body: { data: page < 2 ? Array.from({ length: 150 }, () => ({})) : [{}], total_entries: 151 },
    };
  });
  const visits = await loadVisits({ range, options: {}, api }, 'device_name');
  expect(visits.visits).toHaveLength(151);
  expect(requests.map((request) => perPageOf(request.url))).toEqual(['150', '150']);
});

test('the water meter asks 100 rows hourly and 1500 daily', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [] } }));
  await loadWaterMeter({ range, options: { subType: 'hourly_consumption' }, api });
  await loadWaterMeter({ range, options: { subType: 'daily_consumption' }, api });
  expect(requests.map((request) => perPageOf(request.url))).toEqual(['100', '100', '1500', '1500']);
});
