import { Type } from 'typebox';
import { Envelope, Id, MAX_LENGTH, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';
import { MAX_RECIPIENTS } from '../notifications/kinds';
import { REPORT_STATUSES, REPORT_TYPE_LABELS, REPORT_TYPES } from './kinds';

const reportTypeDescription = Object.entries(REPORT_TYPE_LABELS)
  .map(([value, label]) => `${value} (${label})`)
  .join(', ');

export const ReportUser = Type.Object({ id: Type.Integer(), first_name: Type.String() }, { $id: 'ReportUser' });

export const UserReport = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    report_type: StringEnum(REPORT_TYPES, { description: reportTypeDescription }),
    status: StringEnum(REPORT_STATUSES),
    user_ids: Type.Array(Type.Integer()),
    users: Type.Array(Type.Ref('ReportUser'), { description: 'The users of user_ids, by first name' }),
  },
  { $id: 'UserReport' },
);

export const reportComponents = [ReportUser, UserReport];

export const ReportListQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the name' })),
  'report_type[]': Type.Optional(Type.Array(StringEnum(REPORT_TYPES), { maxItems: 20 })),
  'status[]': Type.Optional(Type.Array(StringEnum(REPORT_STATUSES), { maxItems: 2 })),
  ...PageQuery,
  // Spec part 1 §7: this call's own default page size is 5 (the screen asks for more).
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 5 })),
});

const fields = {
  name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  status: StringEnum(REPORT_STATUSES, { description: 'Default: active' }),
  report_type: StringEnum(REPORT_TYPES, { description: `${reportTypeDescription}. Default: ${REPORT_TYPES[0]}` }),
  user_ids: Type.Array(Id(), { maxItems: MAX_RECIPIENTS, description: 'Users of the condo who get the report' }),
};

export const ReportCreateBody = Type.Object({
  reports: Type.Object({
    name: fields.name,
    status: Type.Optional(fields.status),
    report_type: Type.Optional(fields.report_type),
    user_ids: Type.Optional(fields.user_ids),
  }),
});
export const ReportUpdateBody = Type.Object({ reports: Type.Partial(Type.Object(fields)) });
export const ReportParams = Type.Object({ id: Id() });

export const ReportListResponse = PagedEnvelope(Type.Ref('UserReport'));
export const ReportResponse = Envelope(Type.Ref('UserReport'));
