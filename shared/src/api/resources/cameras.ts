import type { Camera, CameraInput } from '../../contract';
import { defineResource, endpoint } from '../request';

// A type alias, not an interface: aliases fit the `Query` record.
/** `type` is the purpose (LnprCamera, AlertCamera); the Camera Type column filters with `camera_type[]`. */
export type CameraListQuery = {
  type?: string;
  camera_type?: string[];
  page?: number;
  per_page?: number;
  query?: string;
};

export const cameras = {
  /** list (`GET /api/v1/cameras?type&camera_type[]&page&per_page&query`), get, create, update (`{ cameras: … }`). */
  ...defineResource<Camera, CameraListQuery, CameraInput>({ path: '/api/v1/cameras', wrap: 'cameras' }),
  /** `PUT /api/v1/cameras/{id}/reset`: reset({ params: { id } }). */
  reset: endpoint<unknown>({ method: 'PUT', path: '/api/v1/cameras/{id}/reset' }),
};
