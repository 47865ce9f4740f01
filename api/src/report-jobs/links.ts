import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link of a report's PDF works. */
export const FILE_LINK_TTL_SECONDS = 3600;

function signature(secret: Buffer, reportId: string, expires: number) {
  const key = createHmac('sha256', secret).update('bms-report-file').digest();
  return createHmac('sha256', key).update(`${reportId}.${expires}`).digest('base64url');
}

/**
 * The download link of a report's PDF in the folder store: a path from the API root with an expiry and an HMAC of
 * the report id and expiry (like the schedulers' Detail Log links), because the browser downloads it without the
 * session's Authorization header. The expiry is rounded up to 10 minutes so the console's polls get the same link.
 */
export function reportFileLink(secret: Buffer, reportId: string, nowMs: number): string {
  const expires = Math.ceil((nowMs / 1000 + FILE_LINK_TTL_SECONDS) / 600) * 600;
  return `/api/v1/bms_reports/${reportId}/file?expires=${expires}&signature=${signature(secret, reportId, expires)}`;
}

export function checkReportFileLink(
  secret: Buffer,
  reportId: string,
  expires: number,
  given: string,
  nowMs: number,
): 'valid' | 'expired' | 'invalid' {
  const expected = Buffer.from(signature(secret, reportId, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return expires * 1000 < nowMs ? 'expired' : 'valid';
}
