import { dialogTitled, fakeApi, openOptions, pick, renderScreen, requestsTo, rowOf } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertTypeFixture, presentationFixture } from '../testing/alerts';
import { AlertScreenScreen } from './AlertScreenScreen';

jest.setTimeout(30_000);

const FULL = { 'api/v1/presentations': ['index', 'create', 'update'], 'api/v1/alert_types': ['index'] };
const SCREENS = [
  presentationFixture(),
  presentationFixture({ id: 62, position: 2, title: 'Gate security', disabled: true, alert_types: ['tailgating'] }),
  presentationFixture({ id: 63, position: 3, title: 'Device health', visibility: false, url: null, align: 'right' }),
];

function backend() {
  return fakeApi({
    'GET /api/v1/presentations': () => ({ status: 200, body: { data: SCREENS, total_entries: SCREENS.length } }),
    'GET /api/v1/alert_types': () => ({
      status: 200,
      body: {
        data: [
          alertTypeFixture(),
          alertTypeFixture({ id: 52, name: 'Fire alarm emergency', alias_name: 'fire_alarm' }),
        ],
        total_entries: 2,
      },
    }),
    'POST /api/v1/presentations': () => ({ status: 200, body: { data: presentationFixture(), message: 'Created' } }),
    'PUT /api/v1/presentations/{id}': () => ({
      status: 422,
      body: { message: 'url is required when visibility is on', data: ['url is required when visibility is on'] },
    }),
  });
}

const render = () =>
  renderScreen('/condos/demo/presentations', '/condos/:id/presentations', <AlertScreenScreen />, FULL);

describe('Alert Screen', () => {
  it('lists Position, Title, Alert Types as tags, Align and the status indicator of §4', async () => {
    backend();
    render();
    const active = await rowOf('Emergencies');
    expect(within(active).getByText('fire_alarm')).toBeInTheDocument();
    expect(within(active).getByText('Center')).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(await rowOf('Gate security')).getByText('Normal')).toBeInTheDocument();
    const hidden = await rowOf('Device health');
    expect(within(hidden).getByText('Inactive')).toBeInTheDocument();
    expect(within(hidden).getByText('Right')).toBeInTheDocument();
    for (const name of ['Position', 'Title', 'Alert Types', 'Align', 'Status'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
  });

  it('Add: the URL is required only while visible; the error on Display brings that tab forward', async () => {
    const { requests } = backend();
    render();
    await rowOf('Emergencies');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add Alert Screen');
    const tab = (name: RegExp) => within(dialog).getByRole('tab', { name });
    expect(tab(/^Controls/)).toHaveAttribute('aria-selected', 'true');

    await openOptions(within(dialog).getByRole('combobox', { name: 'Alert Types' }));
    await pick('Fire alarm emergency (fire_alarm)');
    await userEvent.click(tab(/^Display/));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Lobby');
    const url = within(dialog).getByRole('textbox', { name: /^URL/ });
    expect(url).not.toBeRequired();
    expect(within(dialog).getByText('Required only when the screen is visible')).toBeInTheDocument();

    await userEvent.click(tab(/^Controls/));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Visible' }));
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Disabled' }));
    expect(within(dialog).getByText('Normal')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(tab(/^Display/)).toHaveAttribute('aria-selected', 'true'));
    expect(tab(/^Display/)).toHaveAccessibleName('Display (has errors)');
    expect(await within(dialog).findByText('Please enter URL: a visible screen needs one')).toBeInTheDocument();
    expect(within(dialog).getByText('Required while the screen is visible')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', /presentations/)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^URL/ }), 'ftp://x.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('URL must be an http or https address')).toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: /^URL/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'https://alerts.example.com/lobby');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(requests, 'POST', /\/api\/v1\/presentations$/)).toHaveLength(1));
    expect(requestsTo(requests, 'POST', /\/api\/v1\/presentations$/)[0]?.body).toEqual({
      presentations: {
        alert_types: ['fire_alarm'],
        sound: true,
        disabled: true,
        visibility: true,
        expand: 'medium',
        align: 'left',
        title: 'Lobby',
        subtitle: '',
        header: '',
        footer: '',
        url: 'https://alerts.example.com/lobby',
        icon_url: null,
      },
    });
  });

  it('Edit: turning visibility off drops the URL rule; a refused save keeps the form and shows the message', async () => {
    const { requests } = backend();
    render();
    await userEvent.click(await rowOf('Emergencies'));
    const dialog = await dialogTitled('Edit Alert Screen');
    await userEvent.click(within(dialog).getByRole('tab', { name: /^Display/ }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^URL/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter URL: a visible screen needs one')).toBeInTheDocument();
    expect(requestsTo(requests, 'PUT', /presentations/)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('tab', { name: /^Controls/ }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Visible' }));
    expect(within(dialog).getByText('Inactive')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(requests, 'PUT', /\/api\/v1\/presentations\/61$/)).toHaveLength(1));
    expect(requestsTo(requests, 'PUT', /presentations\/61$/)[0]?.body).toMatchObject({
      presentations: { visibility: false, url: null, title: 'Emergencies' },
    });
    // The fake refuses it: the dialog stays with what was typed and the server's message.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('url is required when visibility is on');
    await userEvent.click(within(dialog).getByRole('tab', { name: /^Display/ }));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Emergencies');
  });
});
