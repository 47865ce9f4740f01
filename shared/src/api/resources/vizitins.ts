import type { QueryOf } from '../operations';
import type { Client } from '../request';

/** Note `search`, not `query`, on this list (spec part 1 §7). */
export type VizitinListQuery = QueryOf<'/api/v1/vizitins', 'GET'>;

export const vizitins = ({ defineResource, endpoint }: Client) => ({
  /** list (`GET /api/v1/vizitins?page&per_page&search&type[]`), create, update (`{ vizitins: … }`). */
  ...defineResource({ path: '/api/v1/vizitins', wrap: 'vizitins' }),
  /**
   * `PUT /api/v1/vizitins/{id}/reset` → 'Reset successfully': the one reset path of spec part 1 §7, which
   * Device Details calls with the id of a camera, kiosk or vizitin alike.
   */
  reset: endpoint({ method: 'PUT', path: '/api/v1/vizitins/{id}/reset' }),
  /** `PUT /api/v1/vizitins/{id}/device_hard_reset`: face synchronisation starts again. */
  hardReset: endpoint({ method: 'PUT', path: '/api/v1/vizitins/{id}/device_hard_reset' }),
});
