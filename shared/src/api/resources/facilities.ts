import type { CallOptions, Client } from '../request';

export const facilities = ({ send }: Client) => ({
  /** `GET /api/v1/facilities` → [{ id, name }]. */
  list: (options?: CallOptions) => send({ path: '/api/v1/facilities' }, {}, options),
});
