// The security headers of every response of the console, for the local web server and the nginx template alike.
// Scripts may come only from the console's own origin and the origins the environment manifest names (its remotes,
// its API, and the origins allowed for developer overrides): no inline scripts, no eval.

/** `https://cdn.example/mfe-devices/1.0.0/mf-manifest.json` → `https://cdn.example`; relative URLs → none. */
function originOf(url) {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  // A per-condo host template (`https://{condo}.api.example`) allows every condo's host of that domain.
  const wildcarded = url.replace(/\{condo\}/g, '__condo__');
  try {
    const { protocol, host } = new URL(wildcarded);
    return `${protocol}//${host.replace('__condo__', '*')}`;
  } catch {
    return null;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/** Pages that a public report embeds may be framed by the console's own origin only; nothing else may be framed. */
export const FRAMEABLE_PATHS = /^\/(?:html\/report|patrolling-report)\//;

/**
 * @param {{ api?: { baseUrl?: string, condoBaseUrlTemplate?: string },
 *           remotes?: Record<string, { entry: string }>, overrides?: { allowedOrigins?: string[] } }} manifest
 * @param {{ frameable?: boolean }} [options]
 */
export function contentSecurityPolicy(manifest, { frameable = false } = {}) {
  const remoteOrigins = Object.values(manifest.remotes ?? {}).map((remote) => originOf(remote.entry));
  const overrideOrigins = manifest.overrides?.allowedOrigins ?? [];
  const apiOrigins = [manifest.api?.baseUrl, manifest.api?.condoBaseUrlTemplate].map((url) => url && originOf(url));
  const scripts = unique(["'self'", ...remoteOrigins, ...overrideOrigins]);
  const connections = unique(["'self'", ...remoteOrigins, ...overrideOrigins, ...apiOrigins]);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // antd's CSS-in-JS writes <style> elements at run time: inline styles only, never inline scripts.
    `style-src 'self' 'unsafe-inline'`,
    // Condo logos live wherever the condo's administrator keeps them (any https host); images run no code, and mail
    // bodies reach their sandboxed frame with remote addresses already stripped.
    `img-src 'self' data: blob: https: ${unique(remoteOrigins).join(' ')}`.trim(),
    `font-src 'self' data:`,
    `connect-src ${connections.join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** Every response's security headers (HSTS is nginx's: it only means something over https). */
export function securityHeaders(manifest, path = '/') {
  return {
    'Content-Security-Policy': contentSecurityPolicy(manifest, { frameable: FRAMEABLE_PATHS.test(path) }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}
