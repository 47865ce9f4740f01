import type { QueryOf } from '../operations';
import type { Client } from '../request';

export type AuditEventQuery = QueryOf<'/api/v1/audit_events', 'GET'>;

export const auditEvents = ({ get }: Client) => ({
  /** `GET /api/v1/audit_events?resource&record_id&page&per_page` → a record's changes, newest first. */
  list: get('/api/v1/audit_events'),
});
