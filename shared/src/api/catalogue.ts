import type { ToastLevel } from '../bus';

/** Texts of the error catalogue, spec part 1 §8, kept exactly. */
export const CATALOGUE_TEXT = {
  saved: 'Saved Successfully.!!!',
  accessDenied: 'Access Denied.!!!',
  forbidden: 'Forbidden.!!!',
  notFound: 'Not Found.!!!',
  serverError: 'Internal Server Error.!!!',
  badGateway: 'Could not fetch data from remote.!!!',
  other: 'Something is not right.!!',
  apiDown: 'Api down',
} as const;

/** Not in the spec (it only logs 'Api down'): what the console says while the API cannot be reached (outage.ts). */
export const OUTAGE_TEXT = {
  banner: 'Cannot reach the server — retrying…',
  unreachable: 'Cannot reach the server.',
  notSaved: 'Not saved: cannot reach the server. What you entered is kept; save again once the connection is back.',
} as const;

export interface CatalogueMessage {
  level: ToastLevel;
  text: string;
}

function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function firstDataItem(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { data } = body as { data?: unknown };
  if (!Array.isArray(data) || data.length === 0 || data[0] === null || data[0] === undefined) return undefined;
  return typeof data[0] === 'string' ? data[0] : JSON.stringify(data[0]);
}

/**
 * The toast a response earns (spec part 1 §8). `status` 0 or undefined means no response at all.
 * Pure: the interceptor decides whether to show it and whether the session ends.
 */
export function messageForStatus(status: number | undefined, body?: unknown): CatalogueMessage {
  if (!status) return { level: 'error', text: CATALOGUE_TEXT.apiDown };
  if (status >= 200 && status < 300) return { level: 'success', text: serverMessage(body) ?? CATALOGUE_TEXT.saved };
  switch (status) {
    case 401:
      return { level: 'error', text: serverMessage(body) ?? CATALOGUE_TEXT.accessDenied };
    case 403:
      return { level: 'error', text: serverMessage(body) ?? CATALOGUE_TEXT.forbidden };
    case 404:
      return { level: 'warning', text: CATALOGUE_TEXT.notFound };
    case 422:
      return { level: 'warning', text: firstDataItem(body) ?? serverMessage(body) ?? CATALOGUE_TEXT.other };
    // Not in the spec's table (there it is "other"): a limit's message says when to try again, so it is shown.
    case 429:
      return { level: 'warning', text: serverMessage(body) ?? CATALOGUE_TEXT.other };
    case 500:
      return { level: 'error', text: CATALOGUE_TEXT.serverError };
    case 502:
      return { level: 'error', text: CATALOGUE_TEXT.badGateway };
    default:
      return { level: 'error', text: CATALOGUE_TEXT.other };
  }
}
