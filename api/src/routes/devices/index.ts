import { routeGroup } from '../route-group';
import { faceIdComponents } from './face-id';
import heartbeatRoutes from './heartbeat-routes';
import { deviceComponents } from './schemas';
import { workflowComponents } from './workflows';

/**
 * A device's heartbeat with its bot token (global), and what cameras, kiosks and vizitins share: their tables'
 * audit, schemas and the routes every kind has (kind-routes.ts, workflows.ts, face-id.ts), which routes/cameras/,
 * routes/kiosks/, routes/vizitins/ and routes/employees/ register under their paths.
 */
export default routeGroup({
  name: 'devices',
  global: [heartbeatRoutes],
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
