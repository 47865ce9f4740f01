// FMS configuration shapes of spec part 3 §3 and §7 (form types, form questions, condo graphs), taken from the API's
// OpenAPI document so they are never written twice.
import type { components, paths } from './openapi';

type Schemas = components['schemas'];
type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** A row of `GET /api/v1/form_types`: the incident form or its report. */
export type FormType = Schemas['FormType'];
export type FormTypeName = FormType['name'];
/** A row of `GET /api/v1/form_questions?form_type_id`: one field, in the form's order (`position`). */
export type FormQuestion = Schemas['FormQuestion'];
/** A row of `GET /api/v1/condo_graphs`. */
export type CondoGraph = Schemas['CondoGraph'];

/** One entry of `form_questions[]` in a save: without id a new field, with id a change of that field. */
export type FormQuestionInput = JsonBody<paths['/api/v1/form_questions/questions']['post']>['form_questions'][number];

/** `POST /api/v1/condo_graphs` and `PUT /api/v1/condo_graphs/{id}` body, inside `{condo_graph: …}`. */
export type CondoGraphInput = Omit<CondoGraph, 'id' | 'graph_type' | 'menu_type' | 'sub_title'> & {
  sub_title?: string[];
  /** Required for pie; the other kinds store null. */
  graph_type?: string | null;
  menu_type?: string | null;
};
