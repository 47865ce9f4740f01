import {
  dialogTitled,
  fakeApi,
  openOptions,
  pick,
  queryOf,
  renderScreen,
  requestsTo,
  rowOf,
} from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertTypeFixture } from '../testing/alerts';
import { AlertTypesScreen } from './AlertTypesScreen';

jest.setTimeout(30_000);

const FULL = { 'api/v1/alert_types': ['index', 'create', 'update'], 'api/v1/notifications': ['index'] };
const TYPES = [
  alertTypeFixture(),
  alertTypeFixture({
    id: 52,
    name: 'Fire alarm emergency',
    alias_name: 'fire_alarm',
    nature: 'normal',
    recent_alert_time: null,
    auto_resolve: 'disable',
    alert_group: null,
    emergency: true,
    status: 'inactive',
  }),
];
const NOTIFICATIONS = [
  { id: 71, name: 'Gate Camera Alerts' },
  { id: 72, name: 'Fire and Emergency Team' },
];

function backend() {
  return fakeApi({
    'GET /api/v1/alert_types': () => ({ status: 200, body: { data: TYPES, total_entries: TYPES.length } }),
    'GET /api/v1/alert_groups': () => ({
      status: 200,
      body: {
        data: [
          { id: 1, name: 'Over Stay' },
          { id: 2, name: 'Unauthorized' },
        ],
      },
    }),
    'GET /api/v1/notifications': () => ({
      status: 200,
      body: { data: NOTIFICATIONS, total_entries: NOTIFICATIONS.length },
    }),
    'POST /api/v1/alert_types': () => ({ status: 200, body: { data: alertTypeFixture(), message: 'Created' } }),
    'PUT /api/v1/alert_types/{id}': () => ({ status: 200, body: { data: alertTypeFixture(), message: 'Updated' } }),
  });
}

const render = (permissions: Record<string, string[]> = FULL) =>
  renderScreen('/condos/demo/alert-types', '/condos/:id/alert-types', <AlertTypesScreen />, permissions);

const tab = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('tab', { name });

describe('Alert Types', () => {
  it('lists Emergency, Name, Alert Group, Nature, Auto-Resolve and Status, and searches on the server', async () => {
    const { requests } = backend();
    render();
    const fire = await rowOf('Fire alarm emergency');
    expect(within(fire).getByRole('img', { name: 'Emergency' })).toBeInTheDocument();
    expect(within(fire).getByText('Normal')).toBeInTheDocument();
    expect(within(fire).getByText('Disabled')).toBeInTheDocument();
    expect(within(fire).getByText('Inactive')).toBeInTheDocument();
    const overstay = await rowOf('Overstay vehicle');
    expect(within(overstay).queryByRole('img', { name: 'Emergency' })).toBeNull();
    expect(within(overstay).getByText('Over Stay')).toBeInTheDocument();
    expect(within(overstay).getByText('Unit')).toBeInTheDocument();
    expect(within(overstay).getByText('After 12 hours')).toBeInTheDocument();
    for (const name of ['Emergency', 'Name', 'Alert Group', 'Nature', 'Auto-Resolve', 'Status'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), 'fire');
    await waitFor(
      () =>
        expect(requestsTo(requests, 'GET', /\/api\/v1\/alert_types$/).map((r) => queryOf(r).get('query'))).toContain(
          'fire',
        ),
      { timeout: 3000 },
    );
  });

  it('Add: an error on a hidden tab brings that tab forward, marked; the saved body has integer weights', async () => {
    const { requests } = backend();
    render();
    await rowOf('Overstay vehicle');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add Alert Type');
    expect(tab(dialog, /^Details/)).toHaveAttribute('aria-selected', 'true');

    // The alias follows the name until typed.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Loitering at Lobby');
    expect(within(dialog).getByRole('textbox', { name: 'Alias Name' })).toHaveValue('loitering_at_lobby');
    // Recent Alert Time is only for a unit alert.
    expect(within(dialog).queryByRole('combobox', { name: 'Recent Alert Time' })).toBeNull();
    await openOptions(within(dialog).getByRole('combobox', { name: 'Nature' }));
    await pick('Unit');
    expect(await within(dialog).findByRole('combobox', { name: 'Recent Alert Time' })).toBeInTheDocument();

    await userEvent.click(tab(dialog, /^Config/));
    const raised = within(dialog).getByRole('spinbutton', { name: 'Raised weight' });
    expect(raised).toHaveValue('10');
    expect(within(dialog).getByRole('spinbutton', { name: 'Resolved weight' })).toHaveValue('5');
    expect(within(dialog).getByRole('spinbutton', { name: 'False alert weight' })).toHaveValue('2');
    await userEvent.clear(raised);
    await userEvent.click(tab(dialog, /^SMS/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(tab(dialog, /^Config/)).toHaveAttribute('aria-selected', 'true'));
    expect(tab(dialog, /^Config/)).toHaveAccessibleName('Config (has errors)');
    // Read from the page, not a dialog node held from before the save: antd may have drawn the dialog again. The
    // message comes in with antd's motion, which a busy machine (jest's workers on 2 cores) can hold past 5 s.
    expect(await screen.findByText('Please enter the Raised weight', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', /alert_types/)).toHaveLength(0);

    await userEvent.type(raised, '12.7');
    await userEvent.tab();
    await waitFor(() => expect(tab(dialog, /^Config/)).toHaveAccessibleName('Config'));
    await openOptions(within(dialog).getByRole('combobox', { name: 'Notification' }));
    await waitFor(() => expect(requestsTo(requests, 'GET', /\/api\/v1\/notifications$/).length).toBeGreaterThan(0));
    expect(queryOf(requestsTo(requests, 'GET', /\/api\/v1\/notifications$/)[0]).get('per_page')).toBe('15');
    await pick('Fire and Emergency Team');
    await openOptions(within(dialog).getByRole('combobox', { name: 'Alert Group' }));
    await pick('Unauthorized');

    await userEvent.click(tab(dialog, /^WhatsApp/));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'WhatsApp text when raised' }),
      'Someone is loitering',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(requests, 'POST', /\/api\/v1\/alert_types$/)).toHaveLength(1));
    expect(requestsTo(requests, 'POST', /\/api\/v1\/alert_types$/)[0]?.body).toEqual({
      alert_types: {
        name: 'Loitering at Lobby',
        alias_name: 'loitering_at_lobby',
        nature: 'unit',
        recent_alert_time: 'first_triggered_time',
        status: 'active',
        emergency: false,
        description: '',
        alert_group_id: 2,
        notification_id: 72,
        auto_resolve: 'disable',
        weight: { raised: 13, resolved: 5, false_alert: 2 },
        whatsapp_content: { raised: 'Someone is loitering', resolved: '', false_alert: '' },
        sms_content: { raised: '', resolved: '', false_alert: '' },
      },
    });
  });

  it('Edit: the alias name is read-only and not sent; another nature sends no recent alert time', async () => {
    const { requests } = backend();
    render();
    await userEvent.click(await rowOf('Overstay vehicle'));
    const dialog = await dialogTitled('Edit Alert Type');
    const alias = within(dialog).getByRole('textbox', { name: 'Alias Name' });
    expect(alias).toBeDisabled();
    expect(alias).toHaveValue('overstay_vehicle');
    expect(within(dialog).getByText(/cannot change once the alert type exists/)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'History' })).toBeInTheDocument();

    await openOptions(within(dialog).getByRole('combobox', { name: 'Nature' }));
    await pick('Cluster');
    await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: 'Recent Alert Time' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(requests, 'PUT', /\/api\/v1\/alert_types\/51$/)).toHaveLength(1));
    const body = requestsTo(requests, 'PUT', /alert_types\/51$/)[0]?.body as { alert_types: Record<string, unknown> };
    expect(body.alert_types).not.toHaveProperty('alias_name');
    expect(body.alert_types).toMatchObject({
      nature: 'cluster',
      recent_alert_time: null,
      alert_group_id: 1,
      notification_id: 71,
      weight: { raised: 10, resolved: 5, false_alert: 2 },
    });
  });

  it('Edit: a stored type whose alias has a dot saves unchanged (the read-only alias is not checked)', async () => {
    TYPES.push(alertTypeFixture({ id: 53, name: 'Special vehicle entry', alias_name: 'special_vehicle.entry' }));
    try {
      const { requests } = backend();
      render();
      await userEvent.click(await rowOf('Special vehicle entry'));
      const dialog = await dialogTitled('Edit Alert Type');
      expect(within(dialog).getByRole('textbox', { name: 'Alias Name' })).toHaveValue('special_vehicle.entry');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(requestsTo(requests, 'PUT', /\/api\/v1\/alert_types\/53$/)).toHaveLength(1));
    } finally {
      TYPES.pop();
    }
  });

  it('without notifications index the picker stays closed, showing the type’s own group', async () => {
    const { requests } = backend();
    render({ 'api/v1/alert_types': ['index', 'update'] });
    await userEvent.click(await rowOf('Overstay vehicle'));
    const dialog = await dialogTitled('Edit Alert Type');
    await userEvent.click(tab(dialog, /^Config/));
    expect(within(dialog).getByRole('combobox', { name: 'Notification' })).toBeDisabled();
    expect(within(dialog).getByText('Gate Camera Alerts')).toBeInTheDocument();
    expect(requestsTo(requests, 'GET', /\/api\/v1\/notifications$/)).toHaveLength(0);
  });

  it('without create there is no Add; without update a row does not open the form', async () => {
    backend();
    render({ 'api/v1/alert_types': ['index'] });
    await userEvent.click(await rowOf('Overstay vehicle'));
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
