// Renders console.conf.template into a runnable nginx.conf.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '../web/security-headers.mjs';

/** nginx lines for the headers of a path, with HSTS (browsers honour it only over https). */
function headerLines(manifest, path) {
  const headers = {
    ...securityHeaders(manifest, path),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
  return Object.entries(headers)
    .map(([name, value]) => `      add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join('\n');
}

/**
 * The `upstream` lines of API_UPSTREAM, one base URL or several separated by commas (every instance of the API):
 * `server host:port` each, and their one scheme.
 */
export function apiServers(apiUpstream) {
  const urls = apiUpstream
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => new URL(part));
  if (!urls.length) throw new Error('API_UPSTREAM names no API');
  const scheme = urls[0].protocol.slice(0, -1);
  for (const url of urls) {
    if (url.protocol !== `${scheme}:`) throw new Error(`API_UPSTREAM mixes ${scheme} and ${url.protocol.slice(0, -1)}`);
    if (url.pathname !== '/' || url.search) throw new Error(`API_UPSTREAM takes base URLs without a path: ${url.href}`);
  }
  const port = (url) => url.port || (scheme === 'https' ? '443' : '80');
  return {
    scheme,
    lines: urls.map((url) => `    server ${url.hostname}:${port(url)};`).join('\n'),
  };
}

/**
 * @param {{ listen: string, hostDir: string, registryDir: string, environmentFile: string, apiUpstream: string,
 *           runtimeDir: string, mimeTypes?: string, runAsRoot?: boolean, errorLog?: string }} options
 *   errorLog: where nginx writes its errors; `<runtimeDir>/error.log` by default, `stderr` in the image (the CLI below),
 *   so that `docker logs` shows them.
 * @returns {string} the path of the rendered nginx.conf (inside runtimeDir)
 */
export function renderNginxConfig(options) {
  const manifest = JSON.parse(readFileSync(options.environmentFile, 'utf8'));
  const api = apiServers(options.apiUpstream);
  const values = {
    SECURITY_HEADERS: headerLines(manifest, '/'),
    FRAMEABLE_SECURITY_HEADERS: headerLines(manifest, '/html/report/'),
    USER_DIRECTIVE: options.runAsRoot ? 'user root;' : '',
    LISTEN: options.listen,
    HOST_DIR: options.hostDir,
    REGISTRY_DIR: options.registryDir,
    ENVIRONMENT_FILE: options.environmentFile,
    API_SERVERS: api.lines,
    API_SCHEME: api.scheme,
    RUNTIME_DIR: options.runtimeDir,
    ERROR_LOG: options.errorLog ?? join(options.runtimeDir, 'error.log'),
    MIME_TYPES: options.mimeTypes ?? '/etc/nginx/mime.types',
  };
  const template = readFileSync(join(import.meta.dirname, 'console.conf.template'), 'utf8');
  const config = template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`Unknown placeholder ${key}`);
    return values[key];
  });
  mkdirSync(options.runtimeDir, { recursive: true });
  const file = join(options.runtimeDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

if (process.argv[1] === import.meta.filename) {
  const [listen = '8080', runtimeDir = '/var/run/condo-nginx'] = process.argv.slice(2);
  const env = process.env;
  console.log(
    renderNginxConfig({
      listen,
      runtimeDir,
      hostDir: env.HOST_DIR ?? '/srv/console/host',
      registryDir: env.REGISTRY_DIR ?? '/srv/console/registry',
      environmentFile: env.ENVIRONMENT_FILE ?? '/srv/console/environments/production.json',
      apiUpstream: env.API_UPSTREAM ?? 'http://api:4000',
      runAsRoot: env.NGINX_RUN_AS_ROOT === '1',
      errorLog: env.NGINX_ERROR_LOG ?? 'stderr',
    }),
  );
}
