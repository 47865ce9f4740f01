import { Form, Input } from '@condo/shared/antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api';
import type { NotificationGroup, NotificationInput } from '../../contract';
import { collectToasts, dialogTitled, fakeApi, renderScreen } from '../../testing';
import { RecordFormModal } from './RecordFormModal';
import { useRecordForm } from './useRecordForm';

jest.setTimeout(30_000);

interface Values {
  name?: string;
}

const group = { id: 7, name: 'Gate staff' } as NotificationGroup;
const body = (values: Values) => ({ name: (values.name ?? '').trim() }) as NotificationInput;

function GroupForm({ record, onSaved, onClose }: { record?: NotificationGroup; onSaved(): void; onClose(): void }) {
  const { modal } = useRecordForm({
    record,
    onSaved,
    onClose,
    noun: 'Notification',
    toValues: (row?: NotificationGroup): Values => ({ name: row?.name ?? '' }),
    resource: api.notifications,
    toBody: body,
    history: 'notifications',
  });
  return (
    <RecordFormModal {...modal} name="group-form">
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </RecordFormModal>
  );
}

function renderForm(record?: NotificationGroup) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderScreen(
    '/condos/demo/notifications',
    '/condos/:id/notifications',
    <GroupForm {...{ record, onSaved, onClose }} />,
  );
  return { onSaved, onClose };
}

const saved = (status = 200) => ({ status, body: { data: group, message: 'Notification saved' } });

describe('useRecordForm', () => {
  const toasts = collectToasts();

  it('adds: the title reads Add, the body is posted, the success toasted, then the list refreshes and it closes', async () => {
    const backend = fakeApi({ 'POST /api/v1/notifications': () => saved(201) });
    const { onSaved, onClose } = renderForm();
    const dialog = await dialogTitled('Add Notification');
    expect(within(dialog).queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Night shift ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(backend.requests.map((request) => [request.method, request.body])).toEqual([
      ['POST', { notifications: { name: 'Night shift' } }],
    ]);
    expect(toasts).toContain('Notification saved');
  });

  it('edits: the title reads Edit, the record fills the form, its History shows and Save updates it by id', async () => {
    const backend = fakeApi({
      'PUT /api/v1/notifications/{id}': () => saved(),
      'GET /api/v1/audit_events': () => ({ status: 200, body: { data: [], total_entries: 0 } }),
    });
    const { onClose } = renderForm(group);
    const dialog = await dialogTitled('Edit Notification');
    expect(within(dialog).getByRole('tab', { name: 'History' })).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Gate staff');

    await userEvent.type(name, ' B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = backend.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => [new URL(request.url).pathname, request.body])).toEqual([
      ['/tenants/demo/api/v1/notifications/7', { notifications: { name: 'Gate staff B' } }],
    ]);
  });

  it('a double click on Save adds one record: a save while one is pending is ignored', async () => {
    // A slow server: the second click lands while the first save is on its way (and before Save shows it).
    const backend = fakeApi({ 'POST /api/v1/notifications': () => ({ ...saved(201), delayMs: 200 }) });
    const { onSaved, onClose } = renderForm();
    const dialog = await dialogTitled('Add Notification');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Night shift');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 300)); // time for a second save to have been answered too
    expect(backend.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("a failed save keeps the dialog open with what was typed and shows the server's message", async () => {
    fakeApi({
      'POST /api/v1/notifications': () => ({ status: 422, body: { message: 'Name has already been taken' } }),
    });
    const { onSaved, onClose } = renderForm();
    const dialog = await dialogTitled('Add Notification');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gate staff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name has already been taken');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Gate staff');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
