import { Type } from 'typebox';
import { Id } from '../../plugins/envelope';

export const ErrorLogDetailParams = Type.Object({ id: Id() });
/** The link's expiry and HMAC (src/schedulers/links.ts). */
export const ErrorLogDetailQuery = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  signature: Type.String({ maxLength: 100 }),
});
