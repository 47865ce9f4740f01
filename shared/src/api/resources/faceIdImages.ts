import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** `type[]` only when exactly one type is selected (spec part 1 §7). */
export type FaceIdImageQuery = QueryOf<(typeof paths)[FaceIdAudience], 'GET'>;

/** Whose images: residents registered on a vizitin, or an employee's. */
export type FaceIdAudience = 'resident' | 'employee';

const paths = {
  resident: '/api/v1/vizitins/{id}/face_id_images',
  employee: '/api/v1/employees/{id}/face_id_images',
} as const;

export const faceIdImages = ({ send }: Client) => ({
  /** `GET /api/v1/vizitins/{id}/face_id_images` or `/api/v1/employees/{id}/face_id_images`. */
  list: (audience: FaceIdAudience, id: Id, query: FaceIdImageQuery = {}, options?: CallOptions) => {
    const { type, ...rest } = query;
    const oneType = type && type.length === 1 ? { type } : {};
    return send({ path: paths[audience] }, { params: { id }, query: { ...rest, ...oneType } }, options);
  },
});
