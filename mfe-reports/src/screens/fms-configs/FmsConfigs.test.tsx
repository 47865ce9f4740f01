import { api, type FormQuestion } from '@condo/shared';
import { renderRoute } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FmsConfigsScreen } from './FmsConfigsScreen';

jest.mock('@condo/shared', () => {
  const actual = jest.requireActual('@condo/shared');
  return {
    ...actual,
    api: {
      ...actual.api,
      formTypes: { list: jest.fn() },
      formQuestions: { list: jest.fn(), save: jest.fn(), update: jest.fn(), remove: jest.fn() },
      condoGraphs: { list: jest.fn(), create: jest.fn(), update: jest.fn() },
    },
  };
});

const listQuestions = api.formQuestions.list as jest.Mock;
const saveQuestions = api.formQuestions.save as jest.Mock;
const updateQuestion = api.formQuestions.update as jest.Mock;

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

const renderFms = (url = '/condos/marina-bay/fms-configs') =>
  renderRoute(url, '/condos/:id/fms-configs', <FmsConfigsScreen />);

const titles = () =>
  within(screen.getByRole('table', { name: 'Incident Fields' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-key'))
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('FMS Configuration', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    (api.formTypes.list as jest.Mock).mockResolvedValue({
      data: [
        { id: 1, name: 'incident' },
        { id: 2, name: 'report' },
      ],
    });
    listQuestions.mockResolvedValue({ data: fields });
  });

  it('lists the incident fields; a keyboard move shows the save bar, which posts the whole list in order', async () => {
    renderFms();
    expect(await screen.findByText('Location')).toBeInTheDocument();
    expect(listQuestions).toHaveBeenCalledWith({ form_type_id: 1 });
    expect(screen.getByRole('columnheader', { name: 'Question type' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Move Location' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(titles()).toEqual(['Location', 'Incident Type', 'Weather']);
    expect(screen.getByText('Location moved to position 1 of 3')).toBeInTheDocument();

    saveQuestions.mockResolvedValue({ data: fields });
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(saveQuestions).toHaveBeenCalledWith(1, [
      expect.objectContaining({ id: 2, label: 'Location' }),
      expect.objectContaining({ id: 1, label: 'Incident Type', options: ['Fire', 'Flood'] }),
      expect.objectContaining({ id: 3 }),
    ]);
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
    expect(updateQuestion).not.toHaveBeenCalled();

    await userEvent.type(label, 'Weather today');
    expect(within(panel).getByLabelText('Name')).toHaveValue('weather');
    expect(within(panel).getByLabelText('Option 2')).toHaveValue('');
    await userEvent.type(within(panel).getByLabelText('Option 2'), 'Rain');
    expect(within(panel).getByLabelText('Option 3')).toHaveValue('');
    await userEvent.clear(within(panel).getByLabelText('Option 2'));
    expect(within(panel).queryByLabelText('Option 3')).not.toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Option 2'), 'Snow');

    updateQuestion.mockResolvedValue({ data: fields[2] });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateQuestion).toHaveBeenCalledWith(
        3,
        1,
        expect.objectContaining({ id: 3, label: 'Weather today', options: ['Sunny', 'Snow'] }),
      ),
    );
  });

  it('a refused save keeps the panel and what was typed, with the server message', async () => {
    renderFms();
    await screen.findByText('Location');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Location' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit field: Location' });
    await userEvent.type(within(panel).getByLabelText('Label'), ' of incident');
    updateQuestion.mockRejectedValue({
      response: { status: 422, data: { message: 'A field named location already exists in this form' } },
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
    listQuestions.mockResolvedValue({ data: [...fields, severity] });
    renderFms();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Incident Severity' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit field: Incident Severity' });
    updateQuestion.mockResolvedValue({ data: severity });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateQuestion).toHaveBeenCalledWith(
        4,
        1,
        expect.objectContaining({ id: 4, question_type: 'select', options: [], required: true, width: '6' }),
      ),
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
    listQuestions.mockResolvedValue({ data: [] });
    saveQuestions.mockImplementation(async (_id: number, questions: { label: string; name: string }[]) => ({
      data: questions.map((question, index) => field(index + 1, question.label, question.name)),
    }));
    renderFms();
    expect(await screen.findByText('Root Cause Evalution')).toBeInTheDocument();
    const [formTypeId, posted] = saveQuestions.mock.calls[0] as [number, { name: string; api_name: string | null }[]];
    expect(formTypeId).toBe(1);
    expect(posted).toHaveLength(16);
    expect(posted.map((question) => question.name).slice(0, 2)).toEqual(['issue_type', 'priority']);
    expect(posted.find((question) => question.name === 'employee_name')?.api_name).toBe('employees');
    expect(screen.queryByText('Saved Successfully..!')).not.toBeInTheDocument();
  });

  it('a searched empty form is not filled with defaults', async () => {
    listQuestions.mockResolvedValue({ data: [] });
    renderFms('/condos/marina-bay/fms-configs?query=zzz');
    await screen.findByRole('table', { name: 'Incident Fields' });
    await waitFor(() => expect(listQuestions).toHaveBeenCalledWith({ form_type_id: 1, query: 'zzz' }));
    expect(saveQuestions).not.toHaveBeenCalled();
  });

  it('Save order sends back a people source the form does not know, unchanged', async () => {
    listQuestions.mockResolvedValue({
      data: [
        field(1, 'Location', 'location'),
        field(2, 'Guard on duty', 'guard_on_duty', { question_type: 'select', api_enable: true, api_name: 'guards' }),
      ],
    });
    saveQuestions.mockResolvedValue({ data: [] });
    renderFms();
    await screen.findByText('Guard on duty');
    screen.getByRole('button', { name: 'Move Guard on duty' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(saveQuestions).toHaveBeenCalledWith(1, [
      expect.objectContaining({ id: 2, api_enable: true, api_name: 'guards' }),
      expect.objectContaining({ id: 1 }),
    ]);
  });

  it('hides moving, adding and editing without the permissions', async () => {
    localStorage.setItem('marina-bay_user_roles', JSON.stringify({ 'api/v1/form_questions': ['index'] }));
    renderFms();
    await screen.findByText('Location');
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('opens the report tab from the URL, with its search sent to the server', async () => {
    renderFms('/condos/marina-bay/fms-configs?tab=report&query=loc');
    await screen.findByRole('table', { name: 'Incident Report' });
    expect(listQuestions).toHaveBeenCalledWith({ form_type_id: 2, query: 'loc' });
    expect(screen.queryByRole('columnheader', { name: 'Question type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByText('Clear the search to change the order of the fields.')).toBeInTheDocument();
  });

  it('the graph form asks a pie for its type and sends graph_type only for a pie', async () => {
    (api.condoGraphs.list as jest.Mock).mockResolvedValue({ data: [] });
    const create = api.condoGraphs.create as jest.Mock;
    create.mockResolvedValue({ data: {} });
    renderFms('/condos/marina-bay/fms-configs?tab=graphs');
    await userEvent.click(await screen.findByRole('button', { name: /Add graph$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Add graph' });
    await userEvent.type(within(panel).getByLabelText('Title'), 'Incidents');
    await userEvent.click(within(panel).getByRole('tab', { name: 'Chart' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Pie' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('A pie graph needs its type')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(within(panel).getByRole('radio', { name: 'Bar' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Incidents', name: 'bar', graph_type: null, x_axis_text: expect.anything() }),
      ),
    );
  });
});
