import type { CondoGraphInput, FormQuestionInput } from '../../contract';
import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** Spec part 3 §7 "FMS": `query, form_type_id`. */
export type FormQuestionListQuery = QueryOf<'/api/v1/form_questions', 'GET'>;

/** Spec part 3 §7 "FMS": the incident form and its report. */
export const formTypes = ({ send }: Client) => ({
  /** `GET /api/v1/form_types` → data (both forms; the API makes them on first read). */
  list: (options?: CallOptions) => send({ path: '/api/v1/form_types' }, {}, options),
});

export const formQuestions = ({ send, get }: Client) => ({
  /** `GET /api/v1/form_questions?query&form_type_id` → data in order; an empty form read without query gets its defaults. */
  list: get('/api/v1/form_questions'),
  /** `POST /api/v1/form_questions/questions` `{form_type_id, form_questions}`: the list in its order → data (the whole form). */
  save: (formTypeId: number, questions: FormQuestionInput[], options?: CallOptions) =>
    send(
      { path: '/api/v1/form_questions/questions', method: 'POST' },
      { body: { form_type_id: formTypeId, form_questions: questions } },
      options,
    ),
  /** `PUT /api/v1/form_questions/{id}` `{form_type_id, form_questions: [the field]}` → data. */
  update: (id: Id, formTypeId: number, question: FormQuestionInput, options?: CallOptions) =>
    send(
      { path: '/api/v1/form_questions/{id}', method: 'PUT' },
      { params: { id }, body: { form_type_id: formTypeId, form_questions: [question] } },
      options,
    ),
  /** `DELETE /api/v1/form_questions/{id}` (issue_type, priority and status are refused with a 422). */
  remove: (id: Id, options?: CallOptions) =>
    send({ path: '/api/v1/form_questions/{id}', method: 'DELETE' }, { params: { id } }, options),
});

export const condoGraphs = ({ send }: Client) => ({
  /** `GET /api/v1/condo_graphs` → data. */
  list: (options?: CallOptions) => send({ path: '/api/v1/condo_graphs' }, {}, options),
  /** `POST /api/v1/condo_graphs` `{condo_graph: …}` → data. */
  create: (body: CondoGraphInput, options?: CallOptions) =>
    send({ path: '/api/v1/condo_graphs', method: 'POST', wrap: 'condo_graph' }, { body }, options),
  /** `PUT /api/v1/condo_graphs/{id}` `{condo_graph: …}` → data. */
  update: (id: Id, body: CondoGraphInput, options?: CallOptions) =>
    send({ path: '/api/v1/condo_graphs/{id}', method: 'PUT', wrap: 'condo_graph' }, { params: { id }, body }, options),
});
