import type { AuditEvent } from '@condo/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, type FakeRequest, fakeApi, queryOf, signIn, testTheme } from '../../testing';
import { ConsoleRoot } from '../ConsoleRoot';
import { RecordTabs } from './RecordTabs';

const EVENTS = 'GET /api/v1/audit_events';
let requests: FakeRequest[];
/** The audit events the fake API holds, served a page at a time as the server does. */
let stored: AuditEvent[];

const event = (id: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  action: 'update',
  resource: 'cameras',
  record_id: 7,
  entity: 'devices',
  entity_id: 7,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  actor: { id: 3, email: 'manager@demo.condo', name: 'Rahul Menon' },
  ip_address: '203.0.113.9',
  changes: [{ field: 'timeout_minutes', before: 5, after: 7 }],
  ...overrides,
});

function renderForm(recordId?: number) {
  signIn();
  render(
    <ConsoleRoot theme={testTheme}>
      <RecordTabs
        history={
          recordId
            ? { resource: 'cameras', recordId, fieldLabels: { timeout_minutes: 'TimeOut (minutes)' } }
            : undefined
        }
      >
        <label>
          Name <input defaultValue="Gate" />
        </label>
      </RecordTabs>
    </ConsoleRoot>,
  );
}

beforeEach(() => {
  stored = [];
  ({ requests } = fakeApi({
    [EVENTS]: (request) => {
      const query = queryOf(request);
      const [page, perPage] = [Number(query.get('page')), Number(query.get('per_page'))];
      return {
        status: 200,
        body: { data: stored.slice((page - 1) * perPage, page * perPage), total_entries: stored.length },
      };
    },
  }));
});

test('a new record shows only its form', () => {
  renderForm();
  expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  expect(callsTo(requests, EVENTS)).toEqual([]);
});

test("History lists the record's changes newest first: who, when, from where, before and after highlighted", async () => {
  stored = [
    event(1),
    event(2, {
      action: 'create',
      actor: null,
      entity: 'device_commands',
      changes: [{ field: 'kind', before: null, after: 'reset' }],
    }),
  ];
  renderForm(7);
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' West');
  await userEvent.click(screen.getByRole('tab', { name: 'History' }));
  const list = await screen.findByRole('list', { name: 'Changes, newest first' });
  const [latest, earlier] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(latest).toHaveTextContent('Updated by Rahul Menon (manager@demo.condo)');
  expect(latest).toHaveTextContent('from 203.0.113.9');
  const row = within(latest).getByRole('row', { name: /TimeOut \(minutes\)/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['5', '7']);
  expect(within(row).getByText('7').tagName).toBe('MARK');
  expect(earlier).toHaveTextContent('Added command by the system');
  expect(callsTo(requests, EVENTS).map((call) => call.query)).toEqual([
    { resource: 'cameras', record_id: '7', page: '1', per_page: '10' },
  ]);
  // The form kept what was typed while the History showed.
  await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Gate West');
});

test('older changes load on demand; an empty history says so', async () => {
  // A server with 12 changes, paged.
  stored = Array.from({ length: 12 }, (_, i) => event(i + 1));
  renderForm(7);
  await userEvent.click(screen.getByRole('tab', { name: 'History' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Show older changes (2)' }));
  expect(await screen.findAllByText(/^Updated$/)).toHaveLength(12);
  expect(screen.queryByRole('button', { name: /Show older/ })).not.toBeInTheDocument();

  stored = [];
  renderForm(8);
  const [, second] = screen.getAllByRole('tab', { name: 'History' }) as [HTMLElement, HTMLElement];
  await userEvent.click(second);
  expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
});

test("a user's History shows sign-in events: what happened, how, from where, without a table of fields", async () => {
  const sessionEvent = { entity: 'admin_sessions', entity_id: null, resource: 'users' };
  stored = [
    event(1, {
      ...sessionEvent,
      action: 'sign_in',
      actor: { id: 3, email: 'manager@demo.condo', name: 'Rahul Menon' },
      changes: [{ field: 'method', before: null, after: 'code' }],
    }),
    event(2, {
      ...sessionEvent,
      action: 'locked_out',
      actor: { id: null, email: 'manager@demo.condo', name: 'manager@demo.condo' },
      ip_address: '198.51.100.4',
      changes: [
        { field: 'method', before: null, after: 'code' },
        { field: 'reason', before: null, after: 'Wrong code. Too many wrong tries: request a new code.' },
      ],
    }),
    event(3, {
      ...sessionEvent,
      action: 'session_ended',
      actor: null,
      changes: [{ field: 'reason', before: null, after: 'a replaced refresh token was used again' }],
    }),
  ];
  renderForm(3);
  await userEvent.click(screen.getByRole('tab', { name: 'History' }));
  const list = await screen.findByRole('list', { name: 'Changes, newest first' });
  const [signedIn, lockedOut, ended] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
  expect(signedIn).toHaveTextContent('Signed in by Rahul Menon (manager@demo.condo)');
  expect(signedIn).toHaveTextContent('from 203.0.113.9');
  expect(signedIn).toHaveTextContent('with an e-mailed code');
  expect(lockedOut).toHaveTextContent('Locked out of signing in by manager@demo.condo ·');
  expect(lockedOut).toHaveTextContent('from 198.51.100.4');
  expect(lockedOut).toHaveTextContent('with an e-mailed code · Wrong code. Too many wrong tries: request a new code.');
  expect(ended).toHaveTextContent('Session ended by the system');
  expect(ended).toHaveTextContent('a replaced refresh token was used again');
  expect(within(list).queryByRole('table')).not.toBeInTheDocument();
});
