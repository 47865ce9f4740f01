import type { Kiosk, KioskInput } from '../../contract';
import { defineResource } from '../request';

export type KioskListQuery = { type?: string[]; page?: number; per_page?: number; query?: string };

export const kiosks = {
  /** list (`GET /api/v1/kiosks?type[]&page&per_page&query`), create, update (`{ kiosks: … }`). */
  ...defineResource<Kiosk, KioskListQuery, KioskInput>({ path: '/api/v1/kiosks', wrap: 'kiosks' }),
};
