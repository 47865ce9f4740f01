import type { AuditEvent, AuditedResource } from '../../contract';
import { type CallOptions, send } from '../request';

export type AuditEventQuery = { resource: AuditedResource; record_id: number; page?: number; per_page?: number };

export const auditEvents = {
  /** `GET /api/v1/audit_events?resource&record_id&page&per_page` → a record's changes, newest first. */
  list: (query: AuditEventQuery, options?: CallOptions) =>
    send<AuditEvent[]>({ path: '/api/v1/audit_events' }, { query }, options),
};
