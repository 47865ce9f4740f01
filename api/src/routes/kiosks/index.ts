import { deviceKindRoutes } from '../devices/kind-routes';
import { DEVICE_KINDS } from '../devices/kinds';
import { KioskCreateBody, KioskListQuery, KioskUpdateBody } from '../devices/schemas';
import { workflowRoutes } from '../devices/workflows';
import { routeGroup } from '../route-group';

/** A condo's kiosks and their workflows (the devices' shared code: routes/devices/). */
export default routeGroup({
  name: 'kiosks',
  permissions: ['api/v1/kiosks'],
  perCondo: [
    deviceKindRoutes(DEVICE_KINDS.kiosk, {
      listQuery: KioskListQuery,
      createBody: KioskCreateBody,
      updateBody: KioskUpdateBody,
    }),
    workflowRoutes(DEVICE_KINDS.kiosk),
  ],
});
