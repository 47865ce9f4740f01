import type { FormQuestion } from '@condo/shared';
import {
  callsTo,
  type FakeReply,
  type FakeRequest,
  type FakeRoutes,
  fakeApi,
  renderRoute,
  signIn,
} from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FmsConfigsScreen } from './FmsConfigsScreen';

const field = (id: number, label: string, name: string, rest: Partial<FormQuestion> = {}): FormQuestion => ({
  id,
  form_type_id: 1,
  label,
  name,
  question_type: 'text',
  required: true,
  width: '6',
  options: [],
  default_value: null,
  api_enable: false,
  api_name: null,
  question_name: [],
  position: id - 1,
  ...rest,
});
const fields = [
  field(1, 'Incident Type', 'issue_type', { question_type: 'select', options: ['Fire', 'Flood'] }),
  field(2, 'Location', 'location'),
  field(3, 'Weather', 'weather', { question_type: 'radio', options: ['Sunny'], required: false }),
];

const renderFms = (url = '/condos/marina-bay/fms-configs') => {
  signIn();
  return renderRoute(url, '/condos/:id/fms-configs', <FmsConfigsScreen />);
};

const LIST = 'GET /api/v1/form_questions';
const SAVE = 'POST /api/v1/form_questions/questions';
const UPDATE = 'PUT /api/v1/form_questions/{id}';
const ok = (body: unknown): FakeReply => ({ status: 200, body });
/** The fields a form lists (`form_type_id`), and what the fake API answers beside them. */
let listed: FormQuestion[];
let requests: FakeRequest[];
function backend(routes: FakeRoutes = {}) {
  ({ requests } = fakeApi({
    'GET /api/v1/form_types': () =>
      ok({
        data: [
          { id: 1, name: 'incident' },
          { id: 2, name: 'report' },
        ],
      }),
    [LIST]: () => ok({ data: listed }),
    [SAVE]: () => ok({ data: listed }),
    [UPDATE]: () => ok({ data: listed[0] }),
    'GET /api/v1/condo_graphs': () => ok({ data: [] }),
    ...routes,
  }));
}
const calls = (route: string) => callsTo(requests, route);
/** The questions a save or an update posted. */
const posted = (route: string) =>
  calls(route).map((call) => call.body as { form_type_id: number; form_questions: Record<string, unknown>[] });

const titles = () =>
  within(screen.getByRole('table', { name: 'Incident Fields' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-key'))
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('FMS Configuration', () => {
  beforeEach(() => {
    listed = fields;
    backend();
  });

  it('lists the incident fields; a keyboard move shows the save bar, which posts the whole list in order', async () => {
    renderFms();
    expect(await screen.findByText('Location')).toBeInTheDocument();
    expect(calls(LIST).map((call) => call.query)).toContainEqual({ form_type_id: '1' });
    expect(screen.getByRole('columnheader', { name: 'Question type' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Move Location' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(titles()).toEqual(['Location', 'Incident Type', 'Weather']);
    expect(screen.getByText('Location moved to position 1 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(posted(SAVE)).toEqual([
        {
          form_type_id: 1,
          form_questions: [
            expect.objectContaining({ id: 2, label: 'Location' }),
            expect.objectContaining({ id: 1, label: 'Incident Type', options: ['Fire', 'Flood'] }),
            expect.objectContaining({ id: 3 }),
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument());
  });

  it('Discard puts the order back', async () => {
    renderFms();
    await screen.findByText('Location');
    screen.getByRole('button', { name: 'Move Incident Type' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(titles()).toEqual(['Incident Type', 'Location', 'Weather']);
  });

  it('the field form needs a label and keeps a blank option after the last one; blanks are not sent', async () => {
    renderFms();
    await screen.findByText('Location');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Weather' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit field: Weather' });
    const label = within(panel).getByLabelText('Label');
    await userEvent.clear(label);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Label is required')).toBeInTheDocument();
    expect(calls(UPDATE)).toEqual([]);

    await userEvent.type(label, 'Weather today');
    expect(within(panel).getByLabelText('Name')).toHaveValue('weather');
    expect(within(panel).getByLabelText('Option 2')).toHaveValue('');
    await userEvent.type(within(panel).getByLabelText('Option 2'), 'Rain');
    expect(within(panel).getByLabelText('Option 3')).toHaveValue('');
    await userEvent.clear(within(panel).getByLabelText('Option 2'));
    expect(within(panel).queryByLabelText('Option 3')).not.toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Option 2'), 'Snow');

    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(UPDATE)).toEqual([
        {
          path: '/api/v1/form_questions/3',
          query: {},
          body: {
            form_type_id: 1,
            form_questions: [expect.objectContaining({ id: 3, label: 'Weather today', options: ['Sunny', 'Snow'] })],
          },
        },
      ]),
    );
  });

  it('a refused save keeps the panel and what was typed, with the server message', async () => {
    renderFms();
    await screen.findByText('Location');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Location' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit field: Location' });
    await userEvent.type(within(panel).getByLabelText('Label'), ' of incident');
    backend({
      [UPDATE]: () => ({ status: 422, body: { message: 'A field named location already exists in this form' } }),
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('A field named location already exists in this form')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Label')).toHaveValue('Location of incident');
  });

  it('a protected field keeps its type, width, flag and options', async () => {
    renderFms();
    await screen.findByText('Location');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Incident Type' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit field: Incident Type' });
    expect(within(panel).getByText('issue_type is a protected field')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Option 1')).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Required' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Options from a list of people' })).toBeDisabled();
    expect(within(panel).getByLabelText('Label')).toBeEnabled();
  });

  it('a protected field saves as stored, its fixed parts unchecked even where a new field would be refused', async () => {
    // A backend may hold a protected select without options; the form may not ask for what it does not let change.
    const severity = field(4, 'Incident Severity', 'priority', { question_type: 'select', options: [] });
    listed = [...fields, severity];
    renderFms();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Incident Severity' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit field: Incident Severity' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(UPDATE).map((call) => [call.path, call.body])).toEqual([
        [
          '/api/v1/form_questions/4',
          {
            form_type_id: 1,
            form_questions: [
              expect.objectContaining({ id: 4, question_type: 'select', options: [], required: true, width: '6' }),
            ],
          },
        ],
      ]),
    );
    expect(within(panel).queryByText('Add at least one option')).toBeNull();
  });

  it('offers no Delete on issue_type, priority and status, and Delete on the other fields', async () => {
    renderFms();
    await screen.findByText('Location');
    expect(screen.queryByRole('button', { name: 'Delete Incident Type' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Location' })).toBeInTheDocument();
  });

  it('builds the default fields and saves them silently when a form has none (a backend that does not make them)', async () => {
    listed = [];
    backend({
      [SAVE]: (request) => {
        const { form_questions: questions } = request.body as { form_questions: { label: string; name: string }[] };
        return ok({ data: questions.map((question, index) => field(index + 1, question.label, question.name)) });
      },
    });
    renderFms();
    expect(await screen.findByText('Root Cause Evalution')).toBeInTheDocument();
    const [saved] = posted(SAVE);
    expect(saved?.form_type_id).toBe(1);
    const questions = saved?.form_questions ?? [];
    expect(questions).toHaveLength(16);
    expect(questions.map((question) => question.name).slice(0, 2)).toEqual(['issue_type', 'priority']);
    expect(questions.find((question) => question.name === 'employee_name')?.api_name).toBe('employees');
    expect(screen.queryByText('Saved Successfully..!')).not.toBeInTheDocument();
  });

  it('a searched empty form is not filled with defaults', async () => {
    listed = [];
    renderFms('/condos/marina-bay/fms-configs?query=zzz');
    await screen.findByRole('table', { name: 'Incident Fields' });
    await waitFor(() =>
      expect(calls(LIST).map((call) => call.query)).toContainEqual({ form_type_id: '1', query: 'zzz' }),
    );
    expect(calls(SAVE)).toEqual([]);
  });

  it('Save order sends back a people source the form does not know, unchanged', async () => {
    listed = [
      field(1, 'Location', 'location'),
      field(2, 'Guard on duty', 'guard_on_duty', { question_type: 'select', api_enable: true, api_name: 'guards' }),
    ];
    renderFms();
    await screen.findByText('Guard on duty');
    screen.getByRole('button', { name: 'Move Guard on duty' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(posted(SAVE)).toEqual([
        {
          form_type_id: 1,
          form_questions: [
            expect.objectContaining({ id: 2, api_enable: true, api_name: 'guards' }),
            expect.objectContaining({ id: 1 }),
          ],
        },
      ]),
    );
  });

  it('hides moving, adding and editing without the permissions', async () => {
    signIn();
    localStorage.setItem('marina-bay_user_roles', JSON.stringify({ 'api/v1/form_questions': ['index'] }));
    renderRoute('/condos/marina-bay/fms-configs', '/condos/:id/fms-configs', <FmsConfigsScreen />);
    await screen.findByText('Location');
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('opens the report tab from the URL, with its search sent to the server', async () => {
    renderFms('/condos/marina-bay/fms-configs?tab=report&query=loc');
    await screen.findByRole('table', { name: 'Incident Report' });
    expect(calls(LIST).map((call) => call.query)).toContainEqual({ form_type_id: '2', query: 'loc' });
    expect(screen.queryByRole('columnheader', { name: 'Question type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByText('Clear the search to change the order of the fields.')).toBeInTheDocument();
  });

  it('the graph form asks a pie for its type and sends graph_type only for a pie', async () => {
    const CREATE = 'POST /api/v1/condo_graphs';
    backend({ [CREATE]: () => ok({ data: {} }) });
    renderFms('/condos/marina-bay/fms-configs?tab=graphs');
    await userEvent.click(await screen.findByRole('button', { name: /Add graph$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Add graph' });
    await userEvent.type(within(panel).getByLabelText('Title'), 'Incidents');
    await userEvent.click(within(panel).getByRole('tab', { name: 'Chart' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Pie' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('A pie graph needs its type')).toBeInTheDocument();
    expect(calls(CREATE)).toEqual([]);

    await userEvent.click(within(panel).getByRole('radio', { name: 'Bar' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(CREATE).map((call) => call.body)).toEqual([
        {
          condo_graph: expect.objectContaining({
            title: 'Incidents',
            name: 'bar',
            graph_type: null,
            x_axis_text: expect.anything(),
          }),
        },
      ]),
    );
  });
});
