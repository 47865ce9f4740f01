import { collectToasts, dialogTitled, fakeApi, queryOf, renderScreen, requestsTo, rowOf } from '@condo/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUserFixture } from '../testing/identity';
import { AdminUsersScreen } from './AdminUsersScreen';

jest.setTimeout(30_000);

function backend(save: { status: number; body: unknown } = { status: 200, body: { message: 'Admin user updated' } }) {
  return fakeApi({
    'GET /admin/admin_users': () => ({ status: 200, body: { data: [adminUserFixture()], total_entries: 1 } }),
    'PUT /admin/admin_users/update': () => save,
  });
}

// Outside any condo: no stored map, so the row opens for everyone (the server decides who may change whom).
const render = (search = '') => renderScreen(`/admin-user${search}`, '/admin-user', <AdminUsersScreen />);

describe('Admin users', () => {
  const toasts = collectToasts();

  it('lists Email, Slack Name, Last Login and the condos as tags, 25 a page, with no Add', async () => {
    const { requests } = backend();
    render('?query=rahul');
    expect(screen.getByRole('heading', { name: 'Admin and Login Details' })).toBeInTheDocument();
    const row = await rowOf('rahul@demo.test');
    expect(within(row).getByText('rahul.menon')).toBeInTheDocument();
    expect(within(row).getByText('Marina Bay Residences')).toHaveClass('ant-tag');
    expect(within(row).getByText('Orchid Gardens')).toHaveClass('ant-tag');
    const list = requestsTo(requests, 'GET', /\/gateway\/admin\/admin_users$/)[0];
    expect(Object.fromEntries(queryOf(list))).toEqual({ page: '1', per_page: '25', query: 'rahul' });
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('Enter on a row opens the form: the e-mail read-only; Save sends only { id, slack_username }', async () => {
    const { requests } = backend();
    render();
    const row = await rowOf('rahul@demo.test');
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    const dialog = await dialogTitled('Edit Admin User');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('rahul@demo.test');
    expect(email).toHaveAttribute('readonly');
    const slack = within(dialog).getByRole('textbox', { name: 'Slack User Name' });
    expect(slack).toHaveValue('rahul.menon');
    await userEvent.clear(slack);
    await userEvent.type(slack, '  rahul.m  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [update] = requestsTo(requests, 'PUT', /\/admin\/admin_users\/update$/);
    expect(update?.body).toEqual({ id: 7, slack_username: 'rahul.m' });
    expect(toasts).toContain('Admin user updated');
  });

  it('a refused save keeps the dialog and what was typed, with the message', async () => {
    backend({ status: 422, body: { message: 'Validation failed', data: ['slack_username is too long'] } });
    render();
    await userEvent.click(await rowOf('rahul@demo.test'));
    const dialog = await dialogTitled('Edit Admin User');
    const slack = within(dialog).getByRole('textbox', { name: 'Slack User Name' });
    await userEvent.type(slack, '.x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('slack_username is too long');
    expect(slack).toHaveValue('rahul.menon.x');
  });
});
