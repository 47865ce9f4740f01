import { useEffect, useState } from 'react';
import { bus } from '../bus';
import type { PermissionMap } from '../contract';
import { loadRoles } from './roles';

/**
 * The stored permission map of a condo (`<condo>_user_roles`), kept current: when the map is fetched again (the
 * server refused a call it allowed), the screen draws again with the new one. Hiding is not security.
 */
export function useStoredRoles(condo: string): PermissionMap | null {
  const [roles, setRoles] = useState(() => loadRoles(condo));
  useEffect(() => {
    setRoles(loadRoles(condo));
    const subscription = bus.roles$.subscribe((change) => {
      if (change.condo === condo) setRoles(change.roles);
    });
    return () => subscription.unsubscribe();
  }, [condo]);
  return roles;
}
