// The default fields of spec part 3 §9, which the console builds and saves itself when a form has none (§4 "FMS tab":
// "the default set is built locally and saved automatically (create, silently)"). The reference API also makes them on
// a form's first read (api/src/routes/form-questions/defaults.ts, the same list): against it the console never has to.
import type { FormQuestionInput, FormTypeName } from '@condo/shared';

const field = (
  label: string,
  name: string,
  question_type: FormQuestionInput['question_type'],
  rest: Partial<FormQuestionInput> = {},
): FormQuestionInput => ({
  label,
  name,
  question_type,
  required: true,
  width: '6',
  options: [],
  default_value: null,
  api_enable: false,
  api_name: null,
  question_name: [],
  ...rest,
});
const YES_NO = { options: ['yes', 'no'], default_value: 'no' };
const LONG = { width: '12' };
const OPTIONAL_LONG = { width: '12', required: false };

/** The 16 default incident fields, in their order. */
const INCIDENT: FormQuestionInput[] = [
  field('Incident Type', 'issue_type', 'select', {
    options: [
      'Fire Incident',
      'Alarm Activation',
      'Damage to Property',
      'Trepass',
      'Robbery/Theft',
      'Break In',
      'Suspious Person/Parcel',
      'Threats',
      'CCTV',
      'Oil Spill',
      'Water Pipe Leak',
      'Others',
    ],
  }),
  field('Incident Severity', 'priority', 'select', { options: ['Critical', 'High', 'Medium', 'Low'] }),
  field('Incident Date', 'incident_date', 'date'),
  field('Incident Time', 'incident_time', 'time'),
  field('Reporting Date', 'reporting_date', 'date'),
  field('Reporting Time', 'reporting_time', 'time'),
  field('Location', 'location', 'text'),
  field('Employee Name', 'employee_name', 'select', { api_enable: true, api_name: 'employees' }),
  field('Security implications', 'security_implications', 'radio', YES_NO),
  field('Status', 'status', 'select', { options: ['open', 'closed'], default_value: 'open' }),
  field('Description', 'description', 'tinymce', LONG),
  field('Attachment', 'attachments', 'upload', OPTIONAL_LONG),
  field('Action Taken', 'action_taken', 'text_area', OPTIONAL_LONG),
  field('Root Cause Evalution', 'root_cause_evalution', 'text_area', OPTIONAL_LONG),
  field('Lesson learnt', 'lesson_learnt', 'text_area', OPTIONAL_LONG),
  field('After action review', 'after_action_review', 'radio', YES_NO),
];

const entry = (label: string, name: string, question_name: string[], width: 'text' | 'desgin' = 'text') =>
  field(label, name, name === 'attachments' ? 'upload' : 'text', { required: false, width, question_name });

/** The 14 default report fields, each drawn from the incident fields it names. */
const REPORT: FormQuestionInput[] = [
  entry('What happened', 'what_happened', ['issue_type', 'description'], 'desgin'),
  entry('When', 'when', ['incident_date', 'incident_time']),
  entry('Reporting Date Time', 'reporting_date_time', ['reporting_date', 'reporting_time']),
  entry('Severity', 'severity', ['priority']),
  entry('Where', 'where', ['location']),
  entry('Who was involved', 'who_was_involved', ['employee_name']),
  entry('Security implications', 'security_implications', ['security_implications']),
  entry('AAR Lesson', 'aar_lesson', ['after_action_review']),
  entry('Status', 'status', ['status']),
  entry('How', 'how', ['description'], 'desgin'),
  entry('Attachments', 'attachments', ['attachments'], 'desgin'),
  entry('Action Taken', 'action_taken', ['action_taken'], 'desgin'),
  entry('Why', 'why', ['root_cause_evalution'], 'desgin'),
  entry('Lesson learnt', 'lesson_learnt', ['lesson_learnt'], 'desgin'),
];

export const DEFAULT_FIELDS: Record<FormTypeName, FormQuestionInput[]> = { incident: INCIDENT, report: REPORT };
