import type { QueryOf } from '../operations';
import type { Client } from '../request';

/**
 * Spec part 1 §7: `type, page, per_page, query`. The Camera Type column's one chosen value is sent as `type`;
 * the reference API also takes a purpose there (LnprCamera, AlertCamera: every camera type of it).
 */
export type CameraListQuery = QueryOf<'/api/v1/cameras', 'GET'>;

export const cameras = ({ defineResource }: Client) => ({
  /** list (`GET /api/v1/cameras?type&page&per_page&query`), create, update (`{ cameras: … }`). */
  ...defineResource({ path: '/api/v1/cameras', wrap: 'cameras' }),
});
