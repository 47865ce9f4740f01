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
 * `whenAbsent`: the resource that decides when the map has no entry at all for `resource`.
 */
export function useRecordPermissions(resource: string, whenAbsent?: string): RecordPermissions {
  const map = useStoredRoles(useParams().id ?? '');
  return useMemo(() => {
    // A resource that is an addition of api/ (`api/v1/alert_users`) is not in a spec backend's maps at all: then the
    // screen's own resource of the spec decides (`whenAbsent`), rather than making the screen read-only for everyone.
    const decides = whenAbsent && map && !(resource in map) ? whenAbsent : resource;
    return {
      create: can(map, { [decides]: ['create'] }),
      update: can(map, { [decides]: ['update'] }),
      destroy: can(map, { [decides]: ['destroy'] }),
    };
  }, [map, resource, whenAbsent]);
}
