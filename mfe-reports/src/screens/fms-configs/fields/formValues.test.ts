import { graphInputOf } from '../graphs/formValues';
import { apiNameOptions, editOptions, fieldName, formValuesOf, inputOf, optionsToSave } from './formValues';

describe('fieldName', () => {
  it('lowercases the label and turns spaces into underscores', () => {
    expect(fieldName('Root Cause Evalution', 'text')).toBe('root_cause_evalution');
    expect(fieldName('  Lesson   learnt ', 'text_area')).toBe('lesson_learnt');
  });
  it('names an upload field "attachments" whatever its label', () => {
    expect(fieldName('Photos of the scene', 'upload')).toBe('attachments');
  });
});

describe('editOptions', () => {
  it('adds a blank option when the last one is filled', () => {
    expect(editOptions(['Fire'])).toEqual(['Fire', '']);
    expect(editOptions([])).toEqual(['']);
  });
  it('removes emptied options at the end, keeping one blank', () => {
    expect(editOptions(['Fire', 'Flood', '', ''])).toEqual(['Fire', 'Flood', '']);
    expect(editOptions(['Fire', '  ', ''])).toEqual(['Fire', '']);
  });
  it('keeps a blank in the middle while typing', () => {
    expect(editOptions(['Fire', '', 'Flood', ''])).toEqual(['Fire', '', 'Flood', '']);
  });
});

describe('optionsToSave', () => {
  it('drops blank options and trims the others', () => {
    expect(optionsToSave([' Fire ', '', 'Flood', '  ', ''])).toEqual(['Fire', 'Flood']);
  });
});

describe('inputOf', () => {
  const values = {
    label: 'Weather',
    question_type: 'select' as const,
    required: true,
    width: '6',
    options: ['Sunny', '', 'Rain', ''],
    default_value: '',
    api_enable: false,
    api_name: null,
    question_name: [],
  };
  it('sends a new field with its derived name and its options without blanks', () => {
    expect(inputOf(values, null)).toMatchObject({ name: 'weather', options: ['Sunny', 'Rain'], default_value: null });
  });
  it('sends no options for a type without them', () => {
    expect(inputOf({ ...values, question_type: 'date' }, null).options).toEqual([]);
  });
});

describe('graphInputOf', () => {
  const graph = {
    title: 'Incidents',
    sub_title: [],
    name: 'bar' as const,
    graph_type: 'doughnut',
    menu_type: '',
    x_axis_text: { name: ['Mon'], type: 'text' as const, graph_date: 'incident_date' },
  };
  it('sends graph_type only for a pie and graph_date only for a date axis', () => {
    expect(graphInputOf(graph)).toMatchObject({ graph_type: null, menu_type: null, x_axis_text: { graph_date: null } });
    expect(graphInputOf({ ...graph, name: 'pie', x_axis_text: { ...graph.x_axis_text, type: 'date' } })).toMatchObject({
      graph_type: 'doughnut',
      x_axis_text: { graph_date: 'incident_date' },
    });
  });
});

describe('the people source (api_name)', () => {
  it('keeps a stored source the form does not know and offers it beside Employees and Residents', () => {
    const stored = {
      id: 9,
      form_type_id: 1,
      label: 'Guard on duty',
      name: 'guard_on_duty',
      question_type: 'select',
      required: true,
      width: '6',
      options: [],
      default_value: null,
      api_enable: true,
      api_name: 'guards',
      question_name: [],
      position: 0,
    };
    const values = formValuesOf(stored, 'incident');
    expect(values.api_name).toBe('guards');
    expect(inputOf(values, stored).api_name).toBe('guards');
    expect(apiNameOptions('guards').map((option) => option.value)).toEqual(['employees', 'residents', 'guards']);
    expect(apiNameOptions('employees').map((option) => option.value)).toEqual(['employees', 'residents']);
  });
});
