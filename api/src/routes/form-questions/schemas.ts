import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MAX_LENGTH, MessageBody, StringEnum } from '../../plugins/envelope';

export const FORM_TYPE_NAMES = ['incident', 'report'] as const;
/** The question types of the defaults (spec part 3 §3) and the usual others; the spec does not show the full list. */
export const QUESTION_TYPES = [
  'text',
  'text_area',
  'tinymce',
  'number',
  'select',
  'radio',
  'checkbox',
  'date',
  'time',
  'upload',
] as const;
/** The types that carry an option list (spec part 3 §5 names select and radio). */
export const OPTION_TYPES: ReadonlySet<string> = new Set(['select', 'radio', 'checkbox']);
/** Incident fields: Small "6", Large "12"; report fields: Text "text", Designed "desgin" (the spec's spelling). */
export const WIDTHS = { incident: ['6', '12'], report: ['text', 'desgin'] } as const;
/** Where an api-enabled select takes its options from; the spec does not show the list. */
export const API_NAMES = ['employees', 'residents'] as const;

const Name = (description?: string) =>
  Type.String({ maxLength: MAX_LENGTH.name, ...(description ? { description } : {}) });

export const FormQuestion = Type.Object(
  {
    id: Type.Integer(),
    form_type_id: addition('Not in the spec’s form question', Type.Integer()),
    label: Type.String(),
    name: Type.String({ description: 'The field’s key: derived from the label when created, fixed afterwards' }),
    question_type: Type.String(),
    required: Type.Boolean(),
    width: Type.String({ description: 'Incident fields "6" or "12"; report fields "text" or "desgin"' }),
    options: Type.Array(Type.String()),
    default_value: Type.Union([Type.String(), Type.Null()]),
    api_enable: Type.Boolean(),
    api_name: Type.Union([Type.String(), Type.Null()]),
    question_name: Type.Array(Type.String(), { description: 'Report fields: the incident fields they are drawn from' }),
    position: Type.Integer({ description: 'The field’s place in its form, from 0' }),
  },
  { $id: 'FormQuestion', title: 'FormQuestion' },
);

export const formQuestionComponents = [FormQuestion];

export const FormQuestionListQuery = Type.Object({
  form_type_id: Id({ description: 'The form (tab) to list' }),
  query: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the label or name' })),
});

/** One field as the console sends it: without id to add it, with id to change it. */
export const FormQuestionInput = Type.Object({
  id: Type.Optional(Id({ description: 'A field of this form; absent for a new field' })),
  label: Type.String({ maxLength: MAX_LENGTH.name }),
  name: Type.Optional(Name('Ignored for an existing field; derived from the label when absent')),
  question_type: StringEnum(QUESTION_TYPES),
  required: Type.Optional(Type.Boolean({ default: false })),
  width: Type.String({ maxLength: 10 }),
  options: Type.Optional(Type.Array(Type.String({ maxLength: MAX_LENGTH.name }), { maxItems: 200 })),
  default_value: Type.Optional(Type.Union([Type.String({ maxLength: MAX_LENGTH.text }), Type.Null()])),
  api_enable: Type.Optional(Type.Boolean({ default: false })),
  api_name: Type.Optional(Type.Union([StringEnum(API_NAMES), Type.Null(), Type.Literal('')])),
  question_name: Type.Optional(Type.Array(Name(), { maxItems: 100 })),
});

export const FormQuestionsBody = Type.Object({
  form_type_id: Id({ description: 'The form the fields belong to' }),
  form_questions: Type.Array(FormQuestionInput, { maxItems: 200 }),
});
export const FormQuestionUpdateBody = Type.Object({
  form_type_id: Id({ description: 'The field’s form' }),
  form_questions: Type.Array(FormQuestionInput, { minItems: 1, maxItems: 1, description: 'Exactly the one field' }),
});

export const FormQuestionParams = Type.Object({ id: Id() });
export const FormQuestionListResponse = Envelope(Type.Array(Type.Ref('FormQuestion')));
export const FormQuestionResponse = Envelope(Type.Ref('FormQuestion'));
export const FormQuestionDeleteResponse = MessageBody;
