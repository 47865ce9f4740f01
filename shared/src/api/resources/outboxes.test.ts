// The Outbox export (an addition of api/): a file, not the envelope, through the same client as every call.
import { bus, type Toast } from '../../bus';
import { setSession } from '../../session/cookies';
import { configureApi, setCurrentCondo } from '../config';
import { installFakeBackend, tokenExpiringIn } from '../testing/fakeBackend';
import { api } from '.';

const token = tokenExpiringIn(3600);

beforeEach(() => {
  configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://{condo}.api.test' });
  setCurrentCondo('marina-bay');
  setSession({ token, refresh_token: 'r', email: 'ops@example.com' });
});

test('export: the list’s filters joined as the list sends them, columns and tz; resolves with the file as a Blob', async () => {
  const file = new Blob(['\uFEFFSent At,Status\r\n'], { type: 'text/csv; charset=utf-8' });
  const { requests } = installFakeBackend(() => ({ status: 200, body: file, headers: { 'content-type': 'text/csv' } }));
  const answer = await api.outboxes.export({
    fromTime: '2026-11-01T00:00:00.000Z',
    toTime: '2026-11-08T00:00:00.000Z',
    recipient_type: 'invitee,visitor',
    search: 'Tan',
    selectedStatus: ['sent', 'failed'],
    selectedMedium: [],
    columns: ['created_at', 'status'],
    tz: 'Asia/Singapore',
  });
  expect(answer).toBe(file);
  expect(requests).toHaveLength(1);
  expect(requests[0]?.method).toBe('GET');
  expect(requests[0]?.url).toBe(
    'https://marina-bay.api.test/api/v1/outboxes/export?fromTime=2026-11-01T00%3A00%3A00.000Z' +
      '&toTime=2026-11-08T00%3A00%3A00.000Z&recipient_type=invitee%2Cvisitor&search=Tan&tz=Asia%2FSingapore' +
      '&selectedStatus=sent%2Cfailed&columns=created_at%2Cstatus',
  );
  expect(requests[0]?.headers.Authorization).toBe(`JWT ${token}`);
});

test('export refused: the JSON error inside the Blob is read, so the toast shows the server’s message', async () => {
  const toasts: Toast[] = [];
  const subscription = bus.toast$.subscribe((toast) => toasts.push(toast));
  const message = "tz: 'Mars/Olympus_Mons' is not a known IANA time zone (e.g. Asia/Singapore, UTC)";
  const body = new Blob([JSON.stringify({ message, data: [message] })], { type: 'application/json' });
  installFakeBackend(() => ({ status: 422, body, headers: { 'content-type': 'application/json; charset=utf-8' } }));
  const failure = api.outboxes.export({ tz: 'Mars/Olympus_Mons' });
  await expect(failure).rejects.toMatchObject({ response: { status: 422, data: { message } } });
  expect(toasts.map(({ level, text }) => ({ level, text }))).toEqual([{ level: 'warning', text: message }]);
  subscription.unsubscribe();
});

test('export where the backend has none (the spec’s, or API_CONTRACT=spec): a 404 the caller can catch quietly', async () => {
  const toasts: Toast[] = [];
  const subscription = bus.toast$.subscribe((toast) => toasts.push(toast));
  const body = new Blob([JSON.stringify({ message: 'Not Found' })], { type: 'application/json' });
  installFakeBackend(() => ({ status: 404, body }));
  await expect(api.outboxes.export({}, { silent: true })).rejects.toMatchObject({ response: { status: 404 } });
  expect(toasts).toEqual([]);
  subscription.unsubscribe();
});
