import type { CallOptions, Client } from '../request';

export const alertGroups = ({ send }: Client) => ({
  /** `GET /api/v1/alert_groups` → the alert groups every condo shares ("Over Stay", "Unauthorized"). */
  list: (options?: CallOptions) => send({ path: '/api/v1/alert_groups' }, {}, options),
});
