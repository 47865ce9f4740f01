// The field form's rules of spec part 3 §3 and §5, as pure functions the form and its tests share.
import type { FormQuestion, FormQuestionInput, FormTypeName } from '@condo/shared';

/** `Root Cause` → `root_cause`; an upload field is always `attachments` (the API derives it the same way). */
export function fieldName(label: string, questionType: string): string {
  if (questionType === 'upload') return 'attachments';
  return label.trim().toLowerCase().replace(/\s+/g, '_');
}

/** The question types the API accepts (the spec shows only those of the defaults). */
export const QUESTION_TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'text_area', label: 'Text area' },
  { value: 'tinymce', label: 'Rich text' },
  { value: 'number', label: 'Number' },
  { value: 'select', label: 'Select' },
  { value: 'radio', label: 'Radio' },
  { value: 'checkbox', label: 'Checkbox' },
  { value: 'date', label: 'Date' },
  { value: 'time', label: 'Time' },
  { value: 'upload', label: 'Upload' },
] as const;

export const questionTypeLabel = (type: string) =>
  QUESTION_TYPES.find((option) => option.value === type)?.label ?? type;

/** The types that carry an option list. */
export const hasOptions = (questionType: string | undefined) =>
  questionType === 'select' || questionType === 'radio' || questionType === 'checkbox';

/** Width choices: incident fields Small "6" / Large "12"; report fields Text "text" / Designed "desgin" (sic). */
export const WIDTHS: Record<FormTypeName, { value: string; label: string }[]> = {
  incident: [
    { value: '6', label: 'Small' },
    { value: '12', label: 'Large' },
  ],
  report: [
    { value: 'text', label: 'Text' },
    { value: 'desgin', label: 'Designed' },
  ],
};

export const API_NAMES = [
  { value: 'employees', label: 'Employees' },
  { value: 'residents', label: 'Residents' },
] as const;

/** Fields whose type, width, required flag and options are fixed and which cannot be deleted (spec §5). */
const PROTECTED_NAMES = new Set(['issue_type', 'priority', 'status']);
export const isProtected = (field: Pick<FormQuestion, 'name'> | null | undefined) =>
  Boolean(field && PROTECTED_NAMES.has(field.name));

const isBlank = (option: string) => option.trim() === '';

/**
 * The option list as it is being typed: emptied options at the end are removed, and one blank option follows the
 * last filled one, ready for the next (blanks in the middle stay until saving).
 */
export function editOptions(options: readonly string[]): string[] {
  const next = [...options];
  while (next.length && isBlank(next[next.length - 1] as string)) next.pop();
  return [...next, ''];
}

/** The option list as saved: trimmed, blanks dropped. */
export const optionsToSave = (options: readonly string[] | undefined) =>
  (options ?? []).map((option) => option.trim()).filter((option) => option !== '');

/**
 * The field's people source as stored. The spec does not list the sources (§3 "its list is not shown"): a value
 * other than the two the form offers is kept as it is, never turned into null.
 */
const apiNameOf = (field: FormQuestion) => field.api_name || null;

/** A source as the save sends it. The contract names two; another one a spec backend stored goes back unchanged. */
const apiNameInput = (name: string | null | undefined) => (name ?? null) as FormQuestionInput['api_name'];
/** A stored field's type is one the API accepted when it was saved. */
const questionTypeOf = (field: FormQuestion) => field.question_type as QuestionType;
type QuestionType = FormQuestionInput['question_type'];

/** The sources the form offers: the two known ones, plus the field's own when it is another. */
export function apiNameOptions(stored: string | null | undefined) {
  const known: { value: string; label: string }[] = API_NAMES.map((source) => ({ ...source }));
  return stored && !known.some((source) => source.value === stored)
    ? [...known, { value: stored, label: stored }]
    : known;
}

/** What the field form edits. */
export interface FieldValues {
  label: string;
  question_type: QuestionType;
  required: boolean;
  width: string;
  options: string[];
  default_value?: string | null;
  api_enable: boolean;
  api_name?: string | null;
  question_name: string[];
}

export function formValuesOf(field: FormQuestion | null, form: FormTypeName): FieldValues {
  if (!field) {
    return {
      label: '',
      question_type: 'text',
      required: false,
      width: WIDTHS[form][0]?.value ?? '',
      options: [''],
      default_value: null,
      api_enable: false,
      api_name: null,
      question_name: [],
    };
  }
  return {
    label: field.label,
    question_type: questionTypeOf(field),
    required: field.required,
    width: field.width,
    options: editOptions(field.options),
    default_value: field.default_value,
    api_enable: field.api_enable,
    api_name: apiNameOf(field),
    question_name: field.question_name,
  };
}

/** The body entry for a save: options only for option types, and the api source only when enabled. */
export function inputOf(values: FieldValues, existing: FormQuestion | null): FormQuestionInput {
  const withOptions = hasOptions(values.question_type);
  const apiEnable = withOptions && values.api_enable;
  return {
    ...(existing ? { id: existing.id } : { name: fieldName(values.label, values.question_type) }),
    label: values.label.trim(),
    question_type: values.question_type,
    required: values.required,
    width: values.width,
    options: withOptions ? optionsToSave(values.options) : [],
    default_value: values.default_value?.trim() ? values.default_value.trim() : null,
    api_enable: apiEnable,
    api_name: apiEnable ? apiNameInput(values.api_name) : null,
    question_name: values.question_name ?? [],
  };
}

/** An existing field as a save entry, unchanged (a reorder posts the whole list). */
export const unchangedInput = (field: FormQuestion): FormQuestionInput => ({
  id: field.id,
  label: field.label,
  question_type: questionTypeOf(field),
  required: field.required,
  width: field.width,
  options: field.options,
  default_value: field.default_value,
  api_enable: field.api_enable,
  api_name: apiNameInput(apiNameOf(field)),
  question_name: field.question_name,
});
