import type { DeviceUpdateInput } from '../../contract';
import type { CallOptions, Client } from '../request';

export const deviceUpdate = ({ send }: Client) => ({
  /** `PUT /api/v1/vizitins/device_in_app_update` with `{ update_version, device_mac_address }` (not wrapped). */
  inAppUpdate: (body: DeviceUpdateInput, options?: CallOptions) =>
    send({ method: 'PUT', path: '/api/v1/vizitins/device_in_app_update' }, { body }, options),
});
