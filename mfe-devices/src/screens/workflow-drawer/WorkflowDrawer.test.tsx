import type { Workflow } from '@condo/shared';
import { callsTo, type FakeRequest, type FakeRoutes, fakeApi } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kioskFixture, renderInDevices, vizitinFixture } from '../testing/devices';
import { WorkflowDrawer } from './WorkflowDrawer';
import { canMakeCurrent } from './workflowFile';

jest.setTimeout(30_000);

const ok = (body: unknown) => ({ status: 200, body });
let requests: FakeRequest[];
const backend = (routes: FakeRoutes) => {
  ({ requests } = fakeApi(routes));
};
const calls = (route: string) => callsTo(requests, route);
const CURRENT = 'PUT /api/v1/kiosks/{id}/current_workflow';

const workflow = (overrides: Partial<Workflow>): Workflow => ({
  id: 1,
  name: 'Default',
  version: '1.0',
  content: { steps: ['greet'] },
  created_by: { name: 'Ada Admin' },
  created_at: '2026-01-05T08:00:00Z',
  current: false,
  ...overrides,
});

describe('Configure Workflow (v1)', () => {
  it('disables Make Current while the selection is the current workflow', async () => {
    expect(canMakeCurrent(3, 3)).toBe(false);
    expect(canMakeCurrent(null, 3)).toBe(false);
    expect(canMakeCurrent(4, 3)).toBe(true);

    backend({
      'GET /api/v1/kiosks/{id}/workflows': () =>
        ok({
          data: [
            workflow({ id: 1, name: 'Default', current: true }),
            workflow({ id: 2, name: 'Night', version: '2.0' }),
          ],
        }),
      [CURRENT]: () => ok({ data: null }),
    });
    renderInDevices(<WorkflowDrawer kind="kiosk" device={kioskFixture()} onClose={jest.fn()} onChanged={jest.fn()} />);

    const drawer = await screen.findByRole('dialog', { name: 'Configure Workflow' });
    expect(await within(drawer).findByText('Night')).toBeInTheDocument();
    expect(calls('GET /api/v1/kiosks/{id}/workflows').map((call) => call.path)).toEqual(['/api/v1/kiosks/2/workflows']);
    const makeCurrentButton = within(drawer).getByRole('button', { name: 'Make Current' });
    expect(within(drawer).getByRole('radio', { name: 'Select Default' })).toBeChecked();
    expect(makeCurrentButton).toBeDisabled();

    await userEvent.click(within(drawer).getByRole('radio', { name: 'Select Night' }));
    expect(makeCurrentButton).toBeEnabled();
    await userEvent.click(makeCurrentButton);
    await waitFor(() =>
      expect(calls(CURRENT).map((call) => [call.path, call.body])).toEqual([
        ['/api/v1/kiosks/2/current_workflow', { workflow_id: 2 }],
      ]),
    );
  });

  it('works with the spec’s workflow list, which has no `current` flag: the device’s workflow_id decides', async () => {
    const specWorkflow = ({ current: _, created_at: __, ...rest }: Workflow) => rest as Workflow;
    backend({
      'GET /api/v1/kiosks/{id}/workflows': () =>
        ok({ data: [workflow({ id: 1, name: 'Default' }), workflow({ id: 2, name: 'Night' })].map(specWorkflow) }),
      [CURRENT]: () => ok({ data: null }),
    });
    renderInDevices(
      <WorkflowDrawer
        kind="kiosk"
        device={kioskFixture({ workflow_id: 2 })}
        onClose={jest.fn()}
        onChanged={jest.fn()}
      />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Configure Workflow' });
    expect(await within(drawer).findByRole('radio', { name: 'Select Night' })).toBeChecked();
    const makeCurrentButton = within(drawer).getByRole('button', { name: 'Make Current' });
    expect(makeCurrentButton).toBeDisabled();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Select Default' }));
    await userEvent.click(makeCurrentButton);
    await waitFor(() => expect(calls(CURRENT).map((call) => call.body)).toEqual([{ workflow_id: 1 }]));
    // The list still marks none, yet Default is now the current one.
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: 'Select Default' })).toBeChecked());
    expect(makeCurrentButton).toBeDisabled();
  });

  it('views a workflow as JSON and uploads a new one only once a file is chosen', async () => {
    backend({
      'GET /api/v1/vizitins/{id}/workflows': () => ok({ data: [workflow({ id: 1, current: true })] }),
      'PUT /api/v1/vizitins/{id}/workflow': () => ok({ data: { id: 7 }, message: 'ok' }),
    });
    renderInDevices(
      <WorkflowDrawer kind="vizitin" device={vizitinFixture()} onClose={jest.fn()} onChanged={jest.fn()} />,
    );

    const drawer = await screen.findByRole('dialog', { name: 'Configure Workflow' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'View JSON of Default' }));
    expect(await screen.findByText('Default (1.0)')).toBeInTheDocument();
    expect(screen.getByText(/"greet"/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await userEvent.click(await within(drawer).findByRole('button', { name: /Add$/ }));
    // antd gives every title the same id under test, so nested dialogs are found by their title text.
    await screen.findByText('Add Workflow');
    const add = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.textContent?.startsWith('Add Workflow')) as HTMLElement;
    const submit = within(add).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(add).getByLabelText('Name'), 'Evening');
    await userEvent.type(within(add).getByLabelText('Version'), '3.1');
    const file = new File(['{"steps":[]}'], 'evening.json', { type: 'application/json' });
    await userEvent.upload(add.querySelector('input[type="file"]') as HTMLInputElement, file);
    await waitFor(() => expect(submit).toBeEnabled());

    await userEvent.click(submit);
    await waitFor(() => expect(calls('PUT /api/v1/vizitins/{id}/workflow')).toHaveLength(1));
    const [sent] = calls('PUT /api/v1/vizitins/{id}/workflow');
    expect(sent?.path).toBe('/api/v1/vizitins/3/workflow');
    const form = sent?.body as FormData;
    expect([form.get('workflow[name]'), form.get('workflow[version]')]).toEqual(['Evening', '3.1']);
    expect((form.get('file') as File).name).toBe('evening.json');
  });
});

describe('Device workflow (v2)', () => {
  it("refuses to save while a group is open, then saves the settings: 'Workflow Saved'", async () => {
    const SAVE = 'PUT /api/v1/vizitins/{id}/workflow';
    backend({
      'GET /api/v1/vizitins/{id}/workflow': () =>
        ok({
          data: [
            {
              alias_name: 'door',
              name: 'Door Control',
              schema: [{ name: 'auto_lock', data_type: 'Boolean', default: true }],
            },
          ],
          updated_by: { name: 'Ada Admin' },
          updated_at: '2026-01-05T08:00:00Z',
        }),
      [SAVE]: () => ok({ data: { id: 3 } }),
    });
    renderInDevices(
      <WorkflowDrawer
        kind="vizitin"
        device={vizitinFixture({ version: 'v2' })}
        onClose={jest.fn()}
        onChanged={jest.fn()}
      />,
    );

    const drawer = await screen.findByRole('dialog', { name: 'Device workflow' });
    expect(await within(drawer).findByText(/Updated by: Ada Admin/)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit Door Control' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(calls(SAVE)).toEqual([]);

    await userEvent.click(within(drawer).getByLabelText('auto_lock'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save Door Control' }));
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Save Door Control' })).toBeNull());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(SAVE).map((call) => [call.path, call.body])).toEqual([
        ['/api/v1/vizitins/3/workflow', { content: { door: { auto_lock: false } }, name: 'Tower intercom workflow' }],
      ]),
    );
  });
});
