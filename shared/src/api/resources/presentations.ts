import type { PresentationCreateInput, PresentationUpdateInput } from '../../contract';
import type { CallOptions, Client, Id } from '../request';

const path = '/api/v1/presentations';
const item = '/api/v1/presentations/{id}';

export const presentations = ({ send }: Client) => ({
  /** `GET /api/v1/presentations` → every alert screen of the condo, by position (not paged). */
  list: (options?: CallOptions) => send({ path }, {}, options),

  /** `POST /api/v1/presentations` `{ presentations: … }`. */
  create: (body: PresentationCreateInput, options?: CallOptions) =>
    send({ path, method: 'POST', wrap: 'presentations' }, { body }, options),

  /** `PUT /api/v1/presentations/{id}` `{ presentations: … }`. */
  update: (id: Id, body: PresentationUpdateInput, options?: CallOptions) =>
    send({ path: item, method: 'PUT', wrap: 'presentations' }, { params: { id }, body }, options),
});
