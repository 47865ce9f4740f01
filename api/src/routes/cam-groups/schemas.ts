import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, PagedEnvelope, PageQuery } from '../../plugins/envelope';

export const CamGroup = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    submissions_count: Type.Integer({ description: 'Answers recorded in its patrol rounds' }),
    last_submitted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    report_path: Type.String({
      description: "The console's public printable report: /patrolling-report/{id}?tenant={condo alias}",
    }),
  },
  { $id: 'CamGroup' },
);

export const PatrolGroup = Type.Object(
  {
    name: Type.String({ description: 'The camera or checkpoint' }),
    submitted_at: addition(
      'Not in the spec’s patrol group (name, submissions)',
      Type.String({ format: 'date-time', description: 'When the patrol round answered here' }),
    ),
    submissions: Type.Array(
      Type.Object({
        name: Type.String({ description: 'The question' }),
        answer: Type.Object({ name: Type.String() }),
      }),
    ),
  },
  { $id: 'PatrolGroup' },
);

export const camGroupComponents = [CamGroup, PatrolGroup];

export const CamGroupListQuery = Type.Object({ ...PageQuery });
/** Any text: a malformed id is a 404 like an unknown one. */
export const CamGroupParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const CamGroupListResponse = PagedEnvelope(Type.Ref('CamGroup'));
export const QuestionSubmissionsResponse = Envelope(Type.Array(Type.Ref('PatrolGroup')));
