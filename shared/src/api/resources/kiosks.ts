import type { QueryOf } from '../operations';
import { defineResource } from '../request';

export type KioskListQuery = QueryOf<'/api/v1/kiosks', 'GET'>;

export const kiosks = {
  /** list (`GET /api/v1/kiosks?type[]&page&per_page&query`), create, update (`{ kiosks: … }`). */
  ...defineResource({ path: '/api/v1/kiosks', wrap: 'kiosks' }),
};
