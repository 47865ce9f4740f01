import { type CallOptions, send } from '../request';

export const alertGroups = {
  /** `GET /api/v1/alert_groups` → the alert groups every condo shares ("Over Stay", "Unauthorized"). */
  list: (options?: CallOptions) => send({ path: '/api/v1/alert_groups' }, {}, options),
};
