import type { QueryOf } from '../operations';
import type { Client } from '../request';

export type KioskListQuery = QueryOf<'/api/v1/kiosks', 'GET'>;

export const kiosks = ({ defineResource }: Client) => ({
  /** list (`GET /api/v1/kiosks?type[]&page&per_page&query`), create, update (`{ kiosks: … }`). */
  ...defineResource({ path: '/api/v1/kiosks', wrap: 'kiosks' }),
});
