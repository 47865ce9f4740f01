import { routeGroup } from '../route-group';
import faceIdRoutes, { faceIdComponents } from './face-id';
import heartbeatRoutes from './heartbeat-routes';
import routes from './routes';
import { deviceComponents } from './schemas';
import workflowRoutes, { workflowComponents } from './workflows';

/** Cameras, kiosks, vizitins, their workflows and face-id images; a device's heartbeat with its bot token (global). */
export default routeGroup({
  name: 'devices',
  paths: ['/api/v1/cameras', '/api/v1/kiosks', '/api/v1/vizitins', '/api/v1/employees/:id/face_id_images'],
  permissions: ['api/v1/cameras', 'api/v1/kiosks', 'api/v1/vizitins'],
  global: [heartbeatRoutes],
  perCondo: [routes, workflowRoutes, faceIdRoutes],
  components: [...deviceComponents, ...workflowComponents, ...faceIdComponents],
  audited: {
    devices: {
      resource: '@kind',
      record: 'id',
      condo: 'condo_id',
      ignored: [
        'last_data_at',
        'reported_state',
        'connectivity',
        'connectivity_checked_at',
        'updated_by_id',
        'created_by_id',
      ],
    },
    device_workflows: { resource: '@device', record: 'device_id', ignored: ['created_by_id'] },
    device_commands: {
      resource: '@device',
      record: 'device_id',
      ignored: ['status', 'delivered_at', 'acknowledged_at', 'created_by_id', 'device_kind'],
    },
    face_id_images: { resource: '@device', record: 'device_id' },
  },
});
