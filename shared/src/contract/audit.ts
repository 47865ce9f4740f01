// The audit trail's shapes (`GET /api/v1/audit_events`), taken from the API's OpenAPI document.
import type { components, paths } from './openapi';

/** One change of a record: who, when, from where, and each changed field before and after. */
export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditChange = components['schemas']['AuditChange'];
/** The records the trail names (`cameras`, `users`, …). */
export type AuditedResource = NonNullable<paths['/api/v1/audit_events']['get']['parameters']['query']>['resource'];
