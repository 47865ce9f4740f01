import type { Camera, CameraInput } from '../../contract';
import { defineResource } from '../request';

// A type alias, not an interface: aliases fit the `Query` record.
/**
 * Spec part 1 §7: `type, page, per_page, query`. The Camera Type column's one chosen value is sent as `type`;
 * the reference API also takes a purpose there (LnprCamera, AlertCamera: every camera type of it).
 */
export type CameraListQuery = {
  type?: string;
  page?: number;
  per_page?: number;
  query?: string;
};

export const cameras = {
  /** list (`GET /api/v1/cameras?type&page&per_page&query`), create, update (`{ cameras: … }`). */
  ...defineResource<Camera, CameraListQuery, CameraInput>({ path: '/api/v1/cameras', wrap: 'cameras' }),
};
