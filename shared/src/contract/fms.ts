// FMS configuration shapes of spec part 3 §3 and §7 (form types, form questions, condo graphs), taken from the API's
// OpenAPI document so they are never written twice.
import type { components } from './openapi';

type Schemas = components['schemas'];

/** A row of `GET /api/v1/form_types`: the incident form or its report. */
export type FormType = Schemas['FormType'];
export type FormTypeName = FormType['name'];
/** A row of `GET /api/v1/form_questions?form_type_id`: one field, in the form's order (`position`). */
export type FormQuestion = Schemas['FormQuestion'];
/** A row of `GET /api/v1/condo_graphs`. */
export type CondoGraph = Schemas['CondoGraph'];

/** One entry of `form_questions[]` in a save: without id a new field, with id a change of that field. */
export interface FormQuestionInput {
  id?: number;
  label: string;
  /** Ignored for an existing field; derived from the label when absent. */
  name?: string;
  question_type: string;
  required?: boolean;
  width: string;
  options?: string[];
  default_value?: string | null;
  api_enable?: boolean;
  /** employees or residents; the spec does not list the sources, so another stored value is sent back as it is. */
  api_name?: string | null;
  question_name?: string[];
}

/** `POST /api/v1/condo_graphs` and `PUT /api/v1/condo_graphs/{id}` body, inside `{condo_graph: …}`. */
export type CondoGraphInput = Omit<CondoGraph, 'id' | 'graph_type' | 'menu_type' | 'sub_title'> & {
  sub_title?: string[];
  /** Required for pie; the other kinds store null. */
  graph_type?: string | null;
  menu_type?: string | null;
};
