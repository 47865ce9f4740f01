import { bus } from '../bus';

/** The `api` block of the environment manifest (docs/interfaces.md). */
export interface ApiConfig {
  /** Global calls: `/admin/*`, `/login`, `/public_key`, `/refresh_token`. */
  baseUrl: string;
  /** Per-condo calls (`/api/v1/*`, `/condos/*`); `{condo}` becomes the condo alias. */
  condoBaseUrlTemplate: string;
}

export type Scope = 'global' | 'condo';

let config: ApiConfig | null = null;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Called once by the host with the manifest's `api` block, before any call. */
export function configureApi({ baseUrl, condoBaseUrlTemplate }: ApiConfig): void {
  if (!condoBaseUrlTemplate.includes('{condo}')) {
    throw new Error(`condoBaseUrlTemplate must contain {condo}: got '${condoBaseUrlTemplate}'`);
  }
  config = {
    baseUrl: withoutTrailingSlash(baseUrl),
    condoBaseUrlTemplate: withoutTrailingSlash(condoBaseUrlTemplate),
  };
}

/** The condo that per-condo calls address: the alias of the URL. Shared with every area through the bus. */
export function setCurrentCondo(alias: string | null): void {
  if (bus.currentCondo$.value !== alias) bus.currentCondo$.next(alias);
}

export function getCurrentCondo(): string | null {
  return bus.currentCondo$.value;
}

/** Where a call of this scope goes: the global base URL, or the condo's own base URL. */
export function baseUrlFor(scope: Scope, condo: string | null = getCurrentCondo(), bases = config): string {
  if (!bases) throw new Error('The API is not configured: the host calls configureApi() with the manifest first');
  if (scope === 'global') return withoutTrailingSlash(bases.baseUrl);
  if (!condo) throw new Error('No current condo: call setCurrentCondo(alias) before a per-condo call');
  return withoutTrailingSlash(bases.condoBaseUrlTemplate).replaceAll('{condo}', encodeURIComponent(condo));
}

/**
 * A URL the API handed out: an absolute one (an S3 presigned URL) as it is, a path from the API root (a signed
 * link: a report's file, a scheduler's Detail Log) on the manifest's API base.
 */
export function resolveApiUrl(url: string): string {
  if (/^(https?:)?\/\//i.test(url)) return url;
  return baseUrlFor('global') + (url.startsWith('/') ? url : `/${url}`);
}
