import { Type } from 'typebox';
import { SESSION_AUDIT_ACTIONS } from '../../db/schema';
import { Id, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';

/** The records the trail names, as the console knows them (audit/triggers.ts maps tables to these). */
export const AUDITED_RESOURCES = [
  'cameras',
  'kiosks',
  'vizitins',
  'bots',
  'facilities',
  'users',
  'alert_users',
  'notifications',
  'reports',
  'suppression_lists',
  'residents',
  'condos',
  'role_groups',
  'alert_types',
  'presentations',
  'schedulers',
  'public_holidays',
  'units',
  'web_apps',
  'tile_configs',
  'settings',
  'vehicle_entries',
  'form_questions',
  'condo_graphs',
] as const;
export type AuditedResource = (typeof AUDITED_RESOURCES)[number];

export const AuditChange = Type.Object(
  {
    field: Type.String(),
    before: Type.Unknown({ description: 'The value before; null for a create. Secrets read "[hidden]"' }),
    after: Type.Unknown({ description: 'The value after; null for a delete' }),
  },
  { $id: 'AuditChange' },
);

export const AuditEvent = Type.Object(
  {
    id: Type.Integer(),
    action: StringEnum(['create', 'update', 'delete', ...SESSION_AUDIT_ACTIONS], {
      description:
        'create, update or delete of the record; on a user (entity admin_sessions) also sign_in, sign_in_failed, ' +
        'locked_out, logout and session_ended, whose changes hold method, reason and sessions as set fields ' +
        '(an addition beyond the spec)',
    }),
    resource: Type.String(),
    record_id: Type.Integer(),
    entity: Type.String({ description: 'The table changed: a workflow, command or membership is part of its record' }),
    entity_id: Type.Union([Type.Integer(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    actor: Type.Union([
      Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), email: Type.String(), name: Type.String() }),
      Type.Null(),
    ]),
    ip_address: Type.Union([Type.String(), Type.Null()]),
    changes: Type.Array(Type.Ref('AuditChange'), { description: 'Only the fields that changed, by name' }),
  },
  { $id: 'AuditEvent', description: 'One change of a record: who, when, from where, and each field before and after' },
);

export const auditComponents = [AuditChange, AuditEvent];

export const AuditEventQuery = Type.Object({
  resource: StringEnum(AUDITED_RESOURCES),
  record_id: Id({ description: 'The id of the record (a user, a camera, …)' }),
  ...PageQuery,
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 10 })),
});

export const AuditEventListResponse = PagedEnvelope(Type.Ref('AuditEvent'));
