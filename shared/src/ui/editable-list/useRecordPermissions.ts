import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { can } from '../../permissions/permissions';
import { useStoredRoles } from '../../permissions/useStoredRoles';

export interface RecordPermissions {
  create: boolean;
  update: boolean;
  destroy: boolean;
}

/**
 * What the condo's stored permission map (`<condo>_user_roles`) lets this user do with one resource
 * (`api/v1/notifications`): `create` shows Add, `update` lets a row open its form, `destroy` shows Delete (spec part 1
 * §6). Outside a condo (no `:id` in the URL) there is no map, so everything shows. Hiding is not security.
 */
export function useRecordPermissions(resource: string): RecordPermissions {
  const map = useStoredRoles(useParams().id ?? '');
  return useMemo(
    () => ({
      create: can(map, { [resource]: ['create'] }),
      update: can(map, { [resource]: ['update'] }),
      destroy: can(map, { [resource]: ['destroy'] }),
    }),
    [map, resource],
  );
}
