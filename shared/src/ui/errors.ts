import { OUTAGE_TEXT } from '../api/catalogue';
import { isOutage } from '../api/outage';

/**
 * The text to show for a failed call: the server's own message when it sent one (spec part 1 §8 shows server
 * messages as they are), else the error's message, else the fallback.
 */
export function describeError(error: unknown, fallback = 'Something is not right.!!'): string {
  if (!error || typeof error !== 'object') return typeof error === 'string' && error ? error : fallback;
  // Never a socket error ('connect ECONNREFUSED 127.0.0.1:4000') or a gateway's page: they name internal addresses.
  if (isOutage(error)) return OUTAGE_TEXT.unreachable;
  const candidate = error as { response?: { data?: unknown }; data?: unknown; message?: unknown };
  const serverMessage = messageOf(candidate.response?.data) ?? messageOf(candidate.data);
  if (serverMessage) return serverMessage;
  if (typeof candidate.message === 'string' && candidate.message) return candidate.message;
  return fallback;
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, data } = body as { message?: unknown; data?: unknown };
  if (Array.isArray(data) && typeof data[0] === 'string' && data[0]) return data[0]; // 422: first field message
  return typeof message === 'string' && message ? message : undefined;
}
