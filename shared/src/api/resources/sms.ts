import type { QueuedMessage, ResidentByPhone } from '../../contract';
import { type CallOptions, send } from '../request';

/** Spec part 2 §3 SMS; the body is not wrapped. */
export interface SmsInput {
  phone: string;
  country_code: number;
  recipient_type: 'resident';
  recipient_id: number;
  content: string;
}

export const sms = {
  /** `GET /api/v1/residents/{phone}/phone` → { country_code, id }. */
  residentByPhone: (phone: string, options?: CallOptions) =>
    send<ResidentByPhone>({ path: '/api/v1/residents/{phone}/phone' }, { params: { phone } }, options),
  /** `POST /api/v1/outboxes/send_sms` → message. */
  send: (body: SmsInput, options?: CallOptions) =>
    send<QueuedMessage>({ path: '/api/v1/outboxes/send_sms', method: 'POST' }, { body }, options),
};
