import { deviceKindRoutes } from '../devices/kind-routes';
import { DEVICE_KINDS } from '../devices/kinds';
import { CameraCreateBody, CameraListQuery, CameraUpdateBody } from '../devices/schemas';
import { routeGroup } from '../route-group';

/** A condo's cameras: LNPR and alert cameras (the devices' shared code: routes/devices/). */
export default routeGroup({
  name: 'cameras',
  permissions: ['api/v1/cameras'],
  perCondo: [
    deviceKindRoutes(DEVICE_KINDS.camera, {
      listQuery: CameraListQuery,
      createBody: CameraCreateBody,
      updateBody: CameraUpdateBody,
    }),
  ],
});
