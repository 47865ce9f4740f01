import type { FaceIdImage } from '../../contract';
import type { Id } from '../request';
import { type CallOptions, send } from '../request';

/** `type[]` only when exactly one type is selected (spec part 1 §7). */
export type FaceIdImageQuery = { type?: string[]; status?: string[]; page?: number; per_page?: number; query?: string };

/** Whose images: residents registered on a vizitin, or an employee's. */
export type FaceIdAudience = 'resident' | 'employee';

const paths: Record<FaceIdAudience, string> = {
  resident: '/api/v1/vizitins/{id}/face_id_images',
  employee: '/api/v1/employees/{id}/face_id_images',
};

export const faceIdImages = {
  /** `GET /api/v1/vizitins/{id}/face_id_images` or `/api/v1/employees/{id}/face_id_images`. */
  list: (audience: FaceIdAudience, id: Id, query: FaceIdImageQuery = {}, options?: CallOptions) => {
    const { type, ...rest } = query;
    const oneType = type && type.length === 1 ? { type } : {};
    return send<FaceIdImage[]>({ path: paths[audience] }, { params: { id }, query: { ...rest, ...oneType } }, options);
  },
};
