import type { FormTypeName } from '../../db/schema';

/** A field as stored, without its ids and place: what the defaults and a checked input are made of. */
export interface QuestionFields {
  label: string;
  name: string;
  questionType: string;
  required: boolean;
  width: string;
  options: string[];
  defaultValue: string | null;
  apiEnable: boolean;
  apiName: string | null;
  questionName: string[];
}

const field = (label: string, name: string, questionType: string, rest: Partial<QuestionFields> = {}) => ({
  label,
  name,
  questionType,
  required: true,
  width: '6',
  options: [],
  defaultValue: null,
  apiEnable: false,
  apiName: null,
  questionName: [],
  ...rest,
});
const YES_NO = { options: ['yes', 'no'], defaultValue: 'no' };
const LONG = { width: '12' };
const OPTIONAL_LONG = { width: '12', required: false };

/** The 16 default incident fields (spec part 3 §9), in their order. */
export const DEFAULT_INCIDENT_FIELDS: QuestionFields[] = [
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
  field('Employee Name', 'employee_name', 'select', { apiEnable: true, apiName: 'employees' }),
  field('Security implications', 'security_implications', 'radio', YES_NO),
  field('Status', 'status', 'select', { options: ['open', 'closed'], defaultValue: 'open' }),
  field('Description', 'description', 'tinymce', LONG),
  field('Attachment', 'attachments', 'upload', OPTIONAL_LONG),
  field('Action Taken', 'action_taken', 'text_area', OPTIONAL_LONG),
  field('Root Cause Evalution', 'root_cause_evalution', 'text_area', OPTIONAL_LONG),
  field('Lesson learnt', 'lesson_learnt', 'text_area', OPTIONAL_LONG),
  field('After action review', 'after_action_review', 'radio', YES_NO),
];

const entry = (label: string, name: string, questionName: string[], width: 'text' | 'desgin' = 'text') =>
  field(label, name, name === 'attachments' ? 'upload' : 'text', { required: false, width, questionName });

/** The 14 default report fields (spec part 3 §9), each drawn from the incident fields it names. */
export const DEFAULT_REPORT_FIELDS: QuestionFields[] = [
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

export const DEFAULT_FIELDS: Record<FormTypeName, QuestionFields[]> = {
  incident: DEFAULT_INCIDENT_FIELDS,
  report: DEFAULT_REPORT_FIELDS,
};

/** Fields whose type, width, required flag and options are fixed, and which cannot be deleted (spec part 3 §5). */
export const PROTECTED_NAMES: ReadonlySet<string> = new Set(['issue_type', 'priority', 'status']);

/** `Root Cause` → `root_cause`; an upload field is always `attachments` (spec part 3 §3). */
export function nameFromLabel(label: string, questionType: string): string {
  if (questionType === 'upload') return 'attachments';
  return label.trim().toLowerCase().replace(/\s+/g, '_');
}
