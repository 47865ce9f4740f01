import type { Condo, PermissionMap } from '../db/schema';

/** The condo a per-condo request is about, and what the caller may do in it (plugins/tenant.ts resolves it). */
export interface Tenant {
  condo: Condo;
  roleGroup: { id: number; name: string };
  permissions: PermissionMap;
  /** Set when a device calls as its bot (`Token <auth_token>`); there is no user then. */
  bot?: { id: number; name: string };
}
