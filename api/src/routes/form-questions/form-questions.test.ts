import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { DEFAULT_INCIDENT_FIELDS, DEFAULT_REPORT_FIELDS, nameFromLabel } from './defaults';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Question {
  id: number;
  form_type_id: number;
  label: string;
  name: string;
  question_type: string;
  required: boolean;
  width: string;
  options: string[];
  default_value: string | null;
  api_enable: boolean;
  api_name: string | null;
  question_name: string[];
  position: number;
}

async function call(method: Method, path: string, body?: object, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({
    method,
    url: `${condo}/api/v1/${path}`,
    headers: await t.authAs(as),
    ...(body ? { payload: body } : {}),
  });
}
async function formTypeIds(as: string = DEMO.manager, condo = MB) {
  const response = await call('GET', 'form_types', undefined, as, condo);
  assert.equal(response.statusCode, 200, response.body);
  const rows = response.json().data as { id: number; name: string }[];
  assert.deepEqual(
    rows.map((row) => row.name),
    ['incident', 'report'],
  );
  return { incident: rows[0]?.id as number, report: rows[1]?.id as number };
}
async function questions(formTypeId: number, query = '', condo = MB, as: string = DEMO.manager) {
  const response = await call('GET', `form_questions?form_type_id=${formTypeId}${query}`, undefined, as, condo);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as Question[];
}
const save = (formTypeId: number, list: object[], as: string = DEMO.manager, condo = MB) =>
  call('POST', 'form_questions/questions', { form_type_id: formTypeId, form_questions: list }, as, condo);
const put = (id: number, formTypeId: number, question: object, as: string = DEMO.manager, condo = MB) =>
  call('PUT', `form_questions/${id}`, { form_type_id: formTypeId, form_questions: [question] }, as, condo);
/** A field as the console sends it back. */
const input = ({ position: _position, form_type_id: _form, ...question }: Question) => question;
const asInput = (fields: (typeof DEFAULT_INCIDENT_FIELDS)[number]) => ({
  label: fields.label,
  name: fields.name,
  question_type: fields.questionType,
  required: fields.required,
  width: fields.width,
  options: fields.options,
  default_value: fields.defaultValue,
  api_enable: fields.apiEnable,
  api_name: fields.apiName,
  question_name: fields.questionName,
});

function assertUnprocessable(response: { statusCode: number; body: string; json(): { message: string } }, re: RegExp) {
  assert.equal(response.statusCode, 422, response.body);
  assert.match(response.json().message, re);
}

describe('FMS configuration: form fields', () => {
  test('the name is derived from the label; an upload field is attachments', () => {
    assert.equal(nameFromLabel('  Root Cause  Evalution ', 'text'), 'root_cause_evalution');
    assert.equal(nameFromLabel('Photos', 'upload'), 'attachments');
  });

  test('defaults are made once even when first loads and default saves race', async () => {
    const ids = await formTypeIds();
    // Both tabs opened at once by two consoles: reads, and the console's own silent save of the default set.
    const incidentDefaults = DEFAULT_INCIDENT_FIELDS.map(asInput);
    const results = await Promise.all([
      t.app.inject({ method: 'GET', url: `${MB}/api/v1/form_types`, headers: await t.authAs(DEMO.manager) }),
      questions(ids.incident),
      questions(ids.incident),
      save(ids.incident, incidentDefaults),
      save(ids.incident, incidentDefaults),
      questions(ids.report),
      questions(ids.report),
    ]);
    for (const response of [results[3], results[4]]) assert.equal(response.statusCode, 200, response.body);
    const incident = await questions(ids.incident);
    assert.equal(incident.length, 16);
    assert.deepEqual(
      incident.map((row) => row.name),
      DEFAULT_INCIDENT_FIELDS.map((fields) => fields.name),
    );
    const first = incident[0] as Question;
    assert.deepEqual(
      { ...first, id: 0, form_type_id: 0 },
      {
        id: 0,
        form_type_id: 0,
        position: 0,
        ...asInput(DEFAULT_INCIDENT_FIELDS[0] as never),
      },
    );
    assert.equal(first.options.length, 12);
    assert.deepEqual(
      incident.find((row) => row.name === 'status'),
      { ...incident.find((row) => row.name === 'status'), options: ['open', 'closed'], default_value: 'open' },
    );
    const report = await questions(ids.report);
    assert.equal(report.length, 14);
    const incidentNames = new Set(incident.map((row) => row.name));
    for (const row of report) {
      assert.ok(['text', 'desgin'].includes(row.width), row.name);
      assert.ok(row.question_name.length > 0, `${row.name} maps to incident fields`);
      for (const name of row.question_name) assert.ok(incidentNames.has(name), `${row.name} → ${name}`);
    }
    assert.equal(DEFAULT_REPORT_FIELDS.length, 14);
    // A search that finds nothing makes nothing, and the other condo's forms are its own.
    assert.equal((await questions(ids.incident, '&query=zzz')).length, 0);
    assert.equal((await questions(ids.incident)).length, 16);
    const theirs = await formTypeIds(DEMO.admin, OG);
    assert.notEqual(theirs.incident, ids.incident);
  });

  test('reorder: saving the whole list in a new order persists; fields left out keep their order after', async () => {
    const { incident: formTypeId } = await formTypeIds();
    const before = await questions(formTypeId);
    const reversed = [...before].reverse().map(input);
    const response = await save(formTypeId, reversed);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Saved Successfully..!');
    const after = await questions(formTypeId);
    assert.deepEqual(
      after.map((row) => row.id),
      [...before].reverse().map((row) => row.id),
    );
    assert.deepEqual(
      after.map((row) => row.position),
      after.map((_, index) => index),
    );
    // A save from a searched list moves only what it shows.
    const location = after.find((row) => row.name === 'location') as Question;
    assert.equal((await save(formTypeId, [input(location)])).statusCode, 200);
    const moved = await questions(formTypeId);
    assert.deepEqual(
      moved.map((row) => row.id),
      [location.id, ...after.filter((row) => row.id !== location.id).map((row) => row.id)],
    );
  });

  test('adds, edits and deletes a custom field; label required, width per form, options trimmed', async () => {
    const { incident, report } = await formTypeIds();
    const added = await save(incident, [
      { label: ' Weather Condition ', question_type: 'radio', width: '6', options: ['Sunny', ' ', 'Rainy', ''] },
    ]);
    assert.equal(added.statusCode, 200, added.body);
    const field = (added.json().data as Question[]).find((row) => row.name === 'weather_condition') as Question;
    assert.deepEqual(field.options, ['Sunny', 'Rainy']);
    assert.equal(field.label, 'Weather Condition');
    const edited = await put(field.id, incident, { ...input(field), label: 'Weather', options: ['Sunny', 'Windy'] });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(edited.json().data.options, ['Sunny', 'Windy']);
    assert.equal(edited.json().data.name, 'weather_condition', 'the name stays once made');

    assertUnprocessable(
      await save(incident, [{ label: '  ', question_type: 'text', width: '6' }]),
      /Label is required/,
    );
    assertUnprocessable(await save(incident, [{ label: 'Wide', question_type: 'text', width: 'text' }]), /"6" or "12"/);
    assertUnprocessable(
      await save(report, [{ label: 'Wide', question_type: 'text', width: '12' }]),
      /"text" or "desgin"/,
    );
    assertUnprocessable(
      await save(incident, [{ label: 'Location', question_type: 'text', width: '12' }]),
      /location already exists/,
    );
    assertUnprocessable(await save(incident, [{ label: 'Pick', question_type: 'select', width: '6' }]), /option/);

    const deleted = await call('DELETE', `form_questions/${field.id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await call('DELETE', `form_questions/${field.id}`)).statusCode, 404);
    assert.ok(!(await questions(incident)).some((row) => row.id === field.id));
  });

  test('issue_type, priority and status keep their type, width, required flag, options and options source, and stay', async () => {
    const { incident, report } = await formTypeIds();
    const rows = await questions(incident);
    for (const name of ['issue_type', 'priority', 'status']) {
      const row = rows.find((candidate) => candidate.name === name) as Question;
      const changes: object[] = [
        { question_type: 'radio' },
        { width: '12' },
        { required: false },
        { options: [...row.options, 'Extra'] },
        { api_enable: true, api_name: 'employees' },
      ];
      for (const change of changes) {
        assertUnprocessable(await put(row.id, incident, { ...input(row), ...change }), /protected field/);
        assertUnprocessable(await save(incident, [{ ...input(row), ...change }]), /protected field/);
      }
      assertUnprocessable(await call('DELETE', `form_questions/${row.id}`), /protected field and cannot be deleted/);
      const relabelled = await put(row.id, incident, { ...input(row), label: `${row.label} (edited)` });
      assert.equal(relabelled.statusCode, 200, 'the label may change');
    }
    const reportStatus = (await questions(report)).find((row) => row.name === 'status') as Question;
    assertUnprocessable(await call('DELETE', `form_questions/${reportStatus.id}`), /protected/);
    assert.equal(
      (await questions(incident)).filter((row) => ['issue_type', 'priority', 'status'].includes(row.name)).length,
      3,
    );
  });

  test('a Viewer is refused; another condo’s form and fields are out of reach', async () => {
    const { incident } = await formTypeIds();
    const row = (await questions(incident))[0] as Question;
    assert.equal((await call('GET', 'form_types', undefined, DEMO.viewer)).statusCode, 403);
    assert.equal(
      (await call('GET', `form_questions?form_type_id=${incident}`, undefined, DEMO.viewer)).statusCode,
      403,
    );
    assert.equal((await save(incident, [input(row)], DEMO.viewer)).statusCode, 403);
    assert.equal((await put(row.id, incident, input(row), DEMO.viewer)).statusCode, 403);
    assert.equal((await call('DELETE', `form_questions/${row.id}`, undefined, DEMO.viewer)).statusCode, 403);
    assert.equal((await call('GET', 'condo_graphs', undefined, DEMO.viewer)).statusCode, 403);

    const theirs = await formTypeIds(DEMO.admin, OG);
    const theirRow = (await questions(theirs.incident, '', OG, DEMO.admin))[6] as Question;
    assertUnprocessable(await call('GET', `form_questions?form_type_id=${theirs.incident}`), /form type of this condo/);
    assertUnprocessable(await save(theirs.incident, [input(row)]), /form type of this condo/);
    assert.equal((await put(theirRow.id, incident, input(theirRow))).statusCode, 404);
    assert.equal((await call('DELETE', `form_questions/${theirRow.id}`)).statusCode, 404);
    // Their field's id in my form's save is not a field of my form.
    assertUnprocessable(await save(incident, [input(theirRow)]), /must be a field of this form/);
    assert.equal((await questions(theirs.incident, '', OG, DEMO.admin)).length, 16);
    assert.equal((await call('GET', 'form_types', undefined, DEMO.manager, OG)).statusCode, 404);
  });
});
