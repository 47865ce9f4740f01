import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a Detail Log link opens its page. */
export const DETAIL_LINK_TTL_SECONDS = 3600;

function linkKey(secret: Buffer) {
  return createHmac('sha256', secret).update('scheduler-error-log-detail').digest();
}

function signature(secret: Buffer, logId: number, expires: number) {
  return createHmac('sha256', linkKey(secret)).update(`${logId}.${expires}`).digest('base64url');
}

/**
 * The Detail Log link of an error log (spec part 2 §3 `link`): a path from the API root with an expiry and an HMAC
 * of the log id and expiry, so the page opens in a new tab without the session's Authorization header (a browser
 * tab cannot send it), only for that log and only for a while. The expiry is rounded up to 10 minutes so a list
 * refreshed every few seconds gives the same links.
 */
export function errorLogDetailLink(secret: Buffer, logId: number, nowMs: number): string {
  const expires = Math.ceil((nowMs / 1000 + DETAIL_LINK_TTL_SECONDS) / 600) * 600;
  return `/api/v1/scheduler_error_logs/${logId}/detail?expires=${expires}&signature=${signature(secret, logId, expires)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkDetailLink(
  secret: Buffer,
  logId: number,
  expires: number,
  given: string,
  nowMs: number,
): LinkCheck {
  const expected = Buffer.from(signature(secret, logId, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return expires * 1000 < nowMs ? 'expired' : 'valid';
}
