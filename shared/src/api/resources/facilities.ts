import { type CallOptions, send } from '../request';

export const facilities = {
  /** `GET /api/v1/facilities` → [{ id, name }]. */
  list: (options?: CallOptions) => send({ path: '/api/v1/facilities' }, {}, options),
};
