import type { BodyOf } from '../operations';
import type { CallOptions, Client } from '../request';

/** Spec part 2 §3 SMS; the body is not wrapped. */
export type SmsInput = BodyOf<'/api/v1/outboxes/send_sms', 'POST'>;

export const sms = ({ send }: Client) => ({
  /** `GET /api/v1/residents/{phone}/phone` → { country_code, id }. */
  residentByPhone: (phone: string, options?: CallOptions) =>
    send({ path: '/api/v1/residents/{phone}/phone' }, { params: { phone } }, options),
  /** `POST /api/v1/outboxes/send_sms` → message. */
  send: (body: SmsInput, options?: CallOptions) =>
    send({ path: '/api/v1/outboxes/send_sms', method: 'POST' }, { body }, options),
});
