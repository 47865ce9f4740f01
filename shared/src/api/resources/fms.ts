import type { CondoGraph, CondoGraphInput, FormQuestion, FormQuestionInput, FormType } from '../../contract';
import { type CallOptions, type Id, send } from '../request';

/** Spec part 3 §7 "FMS": `query, form_type_id`. */
export type FormQuestionListQuery = { form_type_id: Id; query?: string };

const questionsPath = '/api/v1/form_questions';
const graphsPath = '/api/v1/condo_graphs';

/** Spec part 3 §7 "FMS": the incident form and its report. */
export const formTypes = {
  /** `GET /api/v1/form_types` → data (both forms; the API makes them on first read). */
  list: (options?: CallOptions) => send<FormType[]>({ path: '/api/v1/form_types' }, {}, options),
};

export const formQuestions = {
  /** `GET /api/v1/form_questions?query&form_type_id` → data in order; an empty form read without query gets its defaults. */
  list: (query: FormQuestionListQuery, options?: CallOptions) =>
    send<FormQuestion[]>({ path: questionsPath }, { query }, options),
  /** `POST /api/v1/form_questions/questions` `{form_type_id, form_questions}`: the list in its order → data (the whole form). */
  save: (formTypeId: Id, questions: FormQuestionInput[], options?: CallOptions) =>
    send<FormQuestion[]>(
      { path: `${questionsPath}/questions`, method: 'POST' },
      { body: { form_type_id: formTypeId, form_questions: questions } },
      options,
    ),
  /** `PUT /api/v1/form_questions/{id}` `{form_type_id, form_questions: [the field]}` → data. */
  update: (id: Id, formTypeId: Id, question: FormQuestionInput, options?: CallOptions) =>
    send<FormQuestion>(
      { path: `${questionsPath}/{id}`, method: 'PUT' },
      { params: { id }, body: { form_type_id: formTypeId, form_questions: [question] } },
      options,
    ),
  /** `DELETE /api/v1/form_questions/{id}` (issue_type, priority and status are refused with a 422). */
  remove: (id: Id, options?: CallOptions) =>
    send<unknown>({ path: `${questionsPath}/{id}`, method: 'DELETE' }, { params: { id } }, options),
};

export const condoGraphs = {
  /** `GET /api/v1/condo_graphs` → data. */
  list: (options?: CallOptions) => send<CondoGraph[]>({ path: graphsPath }, {}, options),
  /** `POST /api/v1/condo_graphs` `{condo_graph: …}` → data. */
  create: (body: CondoGraphInput, options?: CallOptions) =>
    send<CondoGraph>({ path: graphsPath, method: 'POST', wrap: 'condo_graph' }, { body }, options),
  /** `PUT /api/v1/condo_graphs/{id}` `{condo_graph: …}` → data. */
  update: (id: Id, body: CondoGraphInput, options?: CallOptions) =>
    send<CondoGraph>(
      { path: `${graphsPath}/{id}`, method: 'PUT', wrap: 'condo_graph' },
      { params: { id }, body },
      options,
    ),
};
