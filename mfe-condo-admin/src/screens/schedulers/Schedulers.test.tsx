import { bus, type Scheduler } from '@condo/shared';
import { callsTo, type FakeReply, type FakeRequest, fakeApi, renderScreen } from '@condo/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { previewCronline } from './cron';
import { SchedulerFormModal } from './form';
import { SchedulersScreen } from './SchedulersScreen';

jest.setTimeout(30_000);

const SERVICES = [
  {
    service: 'auth',
    label: 'Authentication',
    tasks: [{ task: 'purge_expired_sign_in_codes', label: 'Purge expired sign-in codes', description: '' }],
  },
  { service: 'demo', label: 'Demo', tasks: [{ task: 'always_fail', label: 'Always fail', description: '' }] },
];
const scheduler = (overrides: Partial<Scheduler> = {}): Scheduler => ({
  id: 5,
  name: 'Demo failing task',
  status: 'active',
  service: 'demo',
  task: 'always_fail',
  cronline: '*/30 * * * *',
  grace_time: 0,
  state: 'idle',
  working: false,
  done_at: '2026-11-20T08:00:00.000Z',
  next_run_at: null,
  time_zone: 'UTC',
  ...overrides,
});

const renderAt = (element: React.ReactElement, permissions: Record<string, string[]>) =>
  renderScreen('/condos/demo/schedulers', '/condos/:id/schedulers', element, permissions);

const LIST = 'GET /api/v1/schedulers';
const CREATE = 'POST /api/v1/schedulers';
const ERROR_LOGS = 'GET /api/v1/schedulers/{id}/error_logs';
const RUN = 'POST /api/v1/schedulers/{id}/run';
const ok = (body: unknown): FakeReply => ({ status: 200, body });
const created = ok({ data: scheduler(), message: 'Scheduler created successfully' });

/** What the fake API answers, by route; a test changes the replies it needs (a list of replies: one a call). */
let replies: Record<string, FakeReply | FakeReply[]>;
let requests: FakeRequest[];
const calls = (route: string) => callsTo(requests, route);

beforeEach(() => {
  replies = {
    'GET /api/v1/schedulers/services': ok({ data: SERVICES }),
    [LIST]: ok({ data: [], total_entries: 0 }),
    [CREATE]: created,
  };
  const answer = (route: string) => () => {
    const reply = replies[route] ?? { status: 404, body: { message: 'Not Found' } };
    return Array.isArray(reply) ? ((reply.length > 1 ? reply.shift() : reply[0]) as FakeReply) : reply;
  };
  ({ requests } = fakeApi(
    Object.fromEntries(
      ['GET /api/v1/schedulers/services', LIST, CREATE, ERROR_LOGS, RUN].map((route) => [route, answer(route)]),
    ),
  ));
});

const ALL = { 'api/v1/schedulers': ['index', 'create', 'update', 'error_logs', 'run'] };

describe('previewCronline', () => {
  test('the next three fire times, in the time zone given', () => {
    const from = new Date('2026-11-23T10:07:00Z');
    const every15 = previewCronline('*/15 * * * *', 'UTC', from);
    expect(every15.ok && every15.next.map((date) => date.toISOString())).toEqual([
      '2026-11-23T10:15:00.000Z',
      '2026-11-23T10:30:00.000Z',
      '2026-11-23T10:45:00.000Z',
    ]);
    const singapore = previewCronline('30 0 * * *', 'Asia/Singapore', from);
    expect(singapore.ok && singapore.next[0]?.toISOString()).toBe('2026-11-23T16:30:00.000Z');
    expect(previewCronline('61 * * * *')).toMatchObject({ ok: false, problem: expect.stringMatching(/minute/) });
    expect(previewCronline('* * * * * *')).toMatchObject({ ok: false });
  });
});

describe('the scheduler form', () => {
  test('presets fill the cron line and the next three runs follow what is typed', async () => {
    renderAt(<SchedulerFormModal onClose={jest.fn()} onSaved={jest.fn()} />, ALL);
    const cron = await screen.findByLabelText('Cron Line');
    const presets = screen.getByRole('group', { name: 'Cron presets' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Every minute', 'Every 5 minutes', 'Every 10 minutes', 'Every 15 minutes', 'Every 30 minutes']);
    await userEvent.click(within(presets).getByRole('button', { name: 'Every 15 minutes' }));
    expect(cron).toHaveValue('*/15 * * * *');
    expect(within(presets).getByRole('button', { name: 'Every 15 minutes' })).toHaveAttribute('aria-pressed', 'true');
    const live = screen.getByTestId('next-runs');
    expect(live).toHaveAttribute('aria-live', 'polite');
    const runs = within(live)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(runs).toHaveLength(3);
    for (const run of runs) expect(Number(run.split(' ')[1]?.split(':')[1]) % 15).toBe(0);

    await userEvent.clear(cron);
    await userEvent.type(cron, '0 3 * * *');
    await waitFor(() => {
      const hours = within(screen.getByTestId('next-runs'))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' ')[1]);
      expect(new Set(hours).size).toBe(1);
    });

    await userEvent.clear(cron);
    await userEvent.type(cron, '99 * * * *');
    expect(await within(live).findByText(/No next runs: Not a 5-field cron line/)).toBeInTheDocument();
    expect(within(live).queryAllByRole('listitem')).toHaveLength(0);
  });

  test('a bad cron line is refused before any call; the task list follows the service; save sends {name, …}', async () => {
    const onSaved = jest.fn();
    renderAt(<SchedulerFormModal onClose={jest.fn()} onSaved={onSaved} />, ALL);
    await userEvent.type(await screen.findByLabelText('Name'), 'Purge');
    const cron = screen.getByLabelText('Cron Line');
    await userEvent.clear(cron);
    await userEvent.type(cron, 'every minute');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Not a 5-field cron line/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please select a Service')).toBeInTheDocument();
    expect(calls(CREATE)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Every 5 minutes' }));
    await userEvent.click(screen.getByLabelText('Service'));
    await userEvent.click(await screen.findByTitle('Authentication'));
    await userEvent.click(screen.getByLabelText('Task'));
    const dropdowns = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const taskTitles = [...(dropdowns[dropdowns.length - 1]?.querySelectorAll('.ant-select-item-option') ?? [])].map(
      (option) => option.textContent,
    );
    expect(taskTitles).toEqual(['Purge expired sign-in codes']);
    await userEvent.click(
      await screen.findByText('Purge expired sign-in codes', { selector: '.ant-select-item-option-content' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(CREATE)).toHaveLength(1));
    expect(calls(CREATE)[0]?.body).toEqual({
      schedulers: {
        name: 'Purge',
        status: 'active',
        service: 'auth',
        task: 'purge_expired_sign_in_codes',
        cronline: '*/5 * * * *',
        grace_time: 0,
      },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});

describe('without the additions of api/ (a backend of the spec)', () => {
  test('no task registry: Service and Task are required free text, and the scheduler saves', async () => {
    replies['GET /api/v1/schedulers/services'] = { status: 404, body: { message: 'Not Found' } };
    renderAt(<SchedulerFormModal onClose={jest.fn()} onSaved={jest.fn()} />, ALL);
    await userEvent.type(await screen.findByLabelText('Name'), 'Nightly sync');
    const service = await screen.findByRole('textbox', { name: 'Service' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Service')).toBeInTheDocument();
    expect(await screen.findByText('Please enter Task')).toBeInTheDocument();
    expect(calls(CREATE)).toEqual([]);
    await userEvent.type(service, 'residents');
    await userEvent.type(screen.getByRole('textbox', { name: 'Task' }), 'sync_faces');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(CREATE)).toHaveLength(1));
    expect(calls(CREATE)[0]?.body).toMatchObject({ schedulers: { service: 'residents', task: 'sync_faces' } });
  });

  test("Working reads the spec's state; api/'s working is read only when state is absent", async () => {
    const { working: _working, ...specOnly } = scheduler();
    const { state: _state, ...additionOnly } = scheduler();
    replies[LIST] = ok({
      data: [
        { ...specOnly, id: 1, name: 'Spec running', state: 'working' },
        { ...specOnly, id: 2, name: 'Spec idle', state: 'idle' },
        { ...additionOnly, id: 3, name: 'Older running', working: true },
      ],
      total_entries: 3,
    });
    renderAt(<SchedulersScreen />, ALL);
    const cellOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await cellOf('Spec running')).getByText('Working')).toBeInTheDocument();
    expect(within(await cellOf('Spec idle')).getByText('Idle')).toBeInTheDocument();
    expect(within(await cellOf('Older running')).getByText('Working')).toBeInTheDocument();
  });
});

describe('the Schedulers screen', () => {
  test('columns, the error logs of an expanded row with Detail Log links, and Run now', async () => {
    const toasts: string[] = [];
    const subscription = bus.toast$.subscribe((toast) => toasts.push(toast.text));
    replies[LIST] = ok({
      data: [scheduler(), scheduler({ id: 6, name: 'Purge', done_at: null, state: 'working', working: true })],
      total_entries: 2,
    });
    replies[ERROR_LOGS] = ok({
      data: [
        {
          id: 9,
          status_code: 503,
          message: 'Upstream down',
          created_at: '2026-11-20T08:00:00.000Z',
          link: '/api/v1/scheduler_error_logs/9/detail?expires=1&signature=s',
        },
      ],
      total_entries: 1,
    });
    replies[RUN] = ok({
      data: { run_id: 1, scheduler_id: 5, planned_at: '' },
      message: 'Demo failing task will run now',
    });
    renderAt(<SchedulersScreen />, ALL);
    const table = await screen.findByRole('table', { name: 'Schedulers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Name', 'Status', 'Working', 'Last Done At', 'CronLine', 'Actions']),
    );
    const row = (await within(table).findByText('Demo failing task')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('last-done-at').textContent).toMatch(/20-11-2026 .* ago\)/);
    expect(within(screen.getByText('Purge').closest('tr') as HTMLElement).getByText('Working')).toBeInTheDocument();

    await userEvent.click(within(row).getAllByRole('button', { name: /expand row/i })[0] as HTMLElement);
    const logs = await screen.findByRole('table', { name: 'Error logs of Demo failing task' });
    expect(calls(ERROR_LOGS)).toEqual([
      { path: '/api/v1/schedulers/5/error_logs', query: { page: '1', per_page: '5' }, body: undefined },
    ]);
    const link = await within(logs).findByRole('link', { name: /Detail Log/ });
    expect(link).toHaveAttribute(
      'href',
      'https://gw.test/gateway/api/v1/scheduler_error_logs/9/detail?expires=1&signature=s',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Run now: Demo failing task' }));
    await waitFor(() => expect(toasts).toContain('Demo failing task will run now'));
    expect(calls(RUN).map((call) => call.path)).toEqual(['/api/v1/schedulers/5/run']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls(LIST).length).toBeGreaterThan(1));
    subscription.unsubscribe();
  });

  test('a failed list load marks the table empty (spec part 2 §8), with the reason and Retry', async () => {
    replies[LIST] = [{ status: 502, body: {} }, ok({ data: [scheduler()], total_entries: 1 })];
    renderAt(<SchedulersScreen />, ALL);
    const table = await screen.findByRole('table', { name: 'Schedulers' });
    expect(await within(table).findByText('No Data Found!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Demo failing task')).toBeInTheDocument();
  });

  test('error logs that an outage kept from loading load by themselves when the API is back', async () => {
    replies[LIST] = ok({ data: [scheduler()], total_entries: 1 });
    replies[ERROR_LOGS] = [
      'no response',
      ok({
        data: [{ id: 9, status_code: 503, message: 'Upstream down', created_at: '2026-11-20T08:00:00.000Z', link: '' }],
        total_entries: 1,
      }),
    ];
    renderAt(<SchedulersScreen />, ALL);
    const table = await screen.findByRole('table', { name: 'Schedulers' });
    const row = (await within(table).findByText('Demo failing task')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getAllByRole('button', { name: /expand row/i })[0] as HTMLElement);
    expect(await screen.findByText(/The error logs could not be loaded/)).toBeInTheDocument();

    act(() => bus.apiReachable$.next(false));
    act(() => bus.apiReachable$.next(true));
    const logs = screen.getByRole('table', { name: 'Error logs of Demo failing task' });
    expect(await within(logs).findByText('Upstream down')).toBeInTheDocument();
    expect(calls(ERROR_LOGS)).toHaveLength(2);
  });

  test('a failed error-log load marks the table empty with the reason; read-only users get no Add, no Run now', async () => {
    replies[LIST] = ok({ data: [scheduler()], total_entries: 1 });
    replies[ERROR_LOGS] = { status: 500, body: { message: 'Database unavailable' } };
    renderAt(<SchedulersScreen />, { 'api/v1/schedulers': ['index', 'error_logs'] });
    const table = await screen.findByRole('table', { name: 'Schedulers' });
    const row = (await within(table).findByText('Demo failing task')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Add Scheduler' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Run now: / })).not.toBeInTheDocument();
    await userEvent.click(within(row).getAllByRole('button', { name: /expand row/i })[0] as HTMLElement);
    expect(await screen.findByText(/The error logs could not be loaded/)).toBeInTheDocument();
    await userEvent.click(row);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
