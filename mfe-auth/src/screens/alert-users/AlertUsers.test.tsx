import { storeCondoDetails } from '@condo/shared';
import {
  collectToasts,
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
import { alertUserFixture } from '../testing/identity';
import { AlertUsersScreen } from './AlertUsersScreen';

jest.setTimeout(30_000);

const FULL = { 'api/v1/alert_types': ['index'], 'api/v1/alert_users': ['index', 'create', 'update', 'destroy'] };
const CONDOS = [
  { id: 1, name: 'Marina Bay Residences' },
  { id: 2, name: 'Orchid Gardens' },
  { id: 3, name: 'Sentosa Cove' },
];
const people = Array.from({ length: 30 }, (_, index) =>
  alertUserFixture({ id: 100 + index, first_name: `Person${String(index).padStart(2, '0')}` }),
);

function backend(rows = people) {
  return fakeApi({
    'GET /api/v1/alert_users': (request) => {
      const perPage = Number(queryOf(request).get('per_page'));
      return { status: 200, body: { data: rows.slice(0, perPage), total_entries: rows.length } };
    },
    'GET /api/v1/alert_users/all_condos': () => ({ status: 200, body: { data: CONDOS } }),
    'POST /api/v1/alert_users': () => ({
      status: 201,
      body: { data: alertUserFixture(), message: 'Alert user created' },
    }),
    'PUT /api/v1/alert_users/{id}': () => ({ status: 200, body: { data: alertUserFixture(), message: 'Updated' } }),
    'DELETE /api/v1/alert_users/{id}': () => ({ status: 200, body: { message: 'Deleted Successfully..!!' } }),
  });
}

function render(permissions = FULL) {
  const rendered = renderScreen(
    '/condos/demo/alert-users',
    '/condos/:id/alert-users',
    <AlertUsersScreen />,
    permissions,
  );
  return rendered;
}

async function openAdd() {
  await rowOf('Person00 Nair');
  await userEvent.click(screen.getByRole('button', { name: /Add/ }));
  return dialogTitled('Add Alert User');
}

describe('Alert users', () => {
  const toasts = collectToasts();

  it('asks page 1, then all of them at once (per_page = the total), and pages through them itself', async () => {
    const { requests } = backend();
    render();
    const row = await rowOf('Person00 Nair');
    expect(within(row).getByText('+65 98765432')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('arjun.nair@demo.test')).toBeInTheDocument();
    const lists = requestsTo(requests, 'GET', /\/api\/v1\/alert_users$/).map((request) =>
      Object.fromEntries(queryOf(request)),
    );
    expect(lists).toEqual([
      { page: '1', per_page: '25' },
      { page: '1', per_page: '30' },
    ]);
    expect(screen.getByText('1-25 of 30 results')).toBeInTheDocument();
    expect(screen.queryByText('Person25 Nair')).toBeNull();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Person25 Nair')).toBeInTheDocument();
  });

  it('Add: First Name, Last Name, Email and Phone Number are required; the condo in view is preselected', async () => {
    const { requests } = backend();
    render();
    storeCondoDetails({ id: 1, name: 'Marina Bay Residences', alias_name: 'demo' } as never);
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number'])
      expect(await within(dialog).findByText(`Please enter ${label}`)).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', /alert_users/)).toHaveLength(0);

    const assigned = within(dialog).getByRole('combobox', { name: 'Assigned condo are' });
    await waitFor(() => expect(within(dialog).getByText('Marina Bay Residences')).toBeInTheDocument());
    expect(await openOptions(assigned)).toEqual(CONDOS.map((condo) => condo.name));
    await pick('Sentosa Cove');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Kavya');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Rao');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '+65 8123-4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid Email')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'kavya.rao@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(requests, 'POST', /\/api\/v1\/alert_users$/)).toHaveLength(1));
    expect(requestsTo(requests, 'POST', /\/api\/v1\/alert_users$/)[0]?.body).toEqual({
      alert_users: {
        condo_ids: [1, 3],
        first_name: 'Kavya',
        last_name: 'Rao',
        email: 'kavya.rao@demo.test',
        phone: '6581234567',
        status: 'active',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toContain('Alert user created');
  });

  it('a row click edits the person with their condos named', async () => {
    const { requests } = backend([alertUserFixture({ condo_ids: [2, 3] })]);
    render();
    await userEvent.click(await rowOf('Arjun Nair'));
    const dialog = await dialogTitled('Edit Alert User');
    expect(await within(dialog).findByText('Orchid Gardens')).toBeInTheDocument();
    expect(within(dialog).getByText('Sentosa Cove')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Phone Number' })).toHaveValue('98765432');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(requests, 'PUT', /\/api\/v1\/alert_users\/41$/)).toHaveLength(1));
    expect(requestsTo(requests, 'PUT', /alert_users\/41$/)[0]?.body).toEqual({
      alert_users: expect.objectContaining({ condo_ids: [2, 3], first_name: 'Arjun' }),
    });
  });

  it('without the alert users permissions: no Add, no Delete, a row opens nothing', async () => {
    backend();
    render({ 'api/v1/alert_types': ['index'], 'api/v1/alert_users': ['index'] } as never);
    await userEvent.click(await rowOf('Person00 Nair'));
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a role map of the spec (no api/v1/alert_users): alert types' create, update and destroy decide", async () => {
    backend();
    render({ 'api/v1/alert_types': ['index', 'create', 'update', 'destroy'] } as never);
    await userEvent.click(await rowOf('Person00 Nair'));
    expect(await dialogTitled('Edit Alert User')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Person00 Nair' })).toBeInTheDocument();
  });

  it('a role map of the spec with alert types index only: the list is read-only', async () => {
    backend();
    render({ 'api/v1/alert_types': ['index'] } as never);
    await userEvent.click(await rowOf('Person00 Nair'));
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
