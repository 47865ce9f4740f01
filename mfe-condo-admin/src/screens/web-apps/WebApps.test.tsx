import type { PermissionMap, WebApp } from '@condo/shared';
import { CONDO, callsTo, type FakeRequest, fakeApi, renderScreen } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { WebAppsScreen } from './WebAppsScreen';

const app = (id: number, name: string, status: WebApp['status']): WebApp => ({
  id,
  name,
  alias_name: name.toLowerCase(),
  status,
  updated_at: '2026-11-01T00:00:00Z',
});
const apps = [app(1, 'Alerts', 'active'), app(2, 'Wemas', 'inactive')];

function Where() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderWebApps(permissions?: PermissionMap) {
  renderScreen(
    `/condos/${CONDO}/web-apps`,
    '/condos/:id/web-apps',
    <>
      <WebAppsScreen />
      <Where />
    </>,
    permissions,
  );
}

describe('Web apps', () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    ({ requests } = fakeApi({
      'GET /api/v1/web_apps': () => ({ status: 200, body: { data: apps, total_entries: 2 } }),
      'PUT /api/v1/web_apps/{id}': () => ({
        status: 200,
        body: { data: app(2, 'Wemas', 'active'), message: 'Wemas is now active' },
      }),
    }));
  });

  it('shows a card per web app with its status in words, asking for page 1 of 10', async () => {
    renderWebApps();
    const cards = await screen.findByRole('list', { name: 'Web apps' });
    expect(within(cards).getByRole('button', { name: /^Edit Alerts alerts Active$/ })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: /^Edit Wemas wemas Inactive$/ })).toBeInTheDocument();
    expect(callsTo(requests, 'GET /api/v1/web_apps').map((call) => call.query)).toContainEqual({
      page: '1',
      perPage: '10',
    });
    expect(screen.getByRole('heading', { name: 'Web Apps' })).toBeInTheDocument();
    expect(screen.getByText(CONDO)).toBeInTheDocument();
  });

  it('Enter on a card opens the edit form; Save sends the status', async () => {
    renderWebApps();
    const card = await screen.findByRole('button', { name: /^Edit Wemas/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wemas' });
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByText('Active', { selector: '.ant-select-item-option-content' });
    await userEvent.click(options[options.length - 1] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(requests, 'PUT /api/v1/web_apps/{id}')).toEqual([
        { path: '/api/v1/web_apps/2', query: {}, body: { status: 'active' } },
      ]),
    );
  });

  it('the List tab is WebApp Details, kept in the URL, with Add disabled', async () => {
    renderWebApps();
    await userEvent.click(await screen.findByRole('tab', { name: 'List' }));
    expect(await screen.findByText('WebApp Details')).toBeInTheDocument();
    expect(screen.getByText('Edit the webapp here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Web App/ })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('view=list');
  });

  it('without the update permission the cards only show', async () => {
    renderWebApps({ 'api/v1/web_apps': ['index'] });
    await screen.findByRole('list', { name: 'Web apps' });
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
