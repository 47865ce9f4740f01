// The console's web server for local runs and tests, laid out as a real deployment is (see nginx/ for production):
//   /                  the host shell (index.html for every app route)
//   /registry/…        published remotes: <remote>/<version>/{mf-manifest.json, remoteEntry.js, hashed assets}
//   /environment.json  the environment manifest this server runs
//   /gateway/…         the API, proxied
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { securityHeaders } from './security-headers.mjs';

export const deployDir = join(import.meta.dirname, '..');

const NO_CACHE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';
/** Entry files change in place when a version is republished or switched; everything else carries a content hash. */
const isEntryFile = (path) =>
  /(?:^|\/)(?:index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|sw\.js)$/.test(path);

function cacheHeaders(reply, path) {
  reply.header('Cache-Control', isEntryFile(path) ? NO_CACHE : FOREVER);
}

/**
 * The request headers the API gets: the client's own X-Forwarded-* replaced by the address this server sees, and an
 * X-Request-Id (the client's when well formed, else a new one) that the API logs and answers with.
 */
function forwardedFor(request, headers) {
  const { 'x-forwarded-for': _for, 'x-forwarded-host': _host, 'x-forwarded-proto': _proto, ...rest } = headers;
  const sent = headers['x-request-id'];
  const requestId = typeof sent === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(sent) ? sent : randomUUID();
  return { ...rest, 'x-forwarded-for': request.socket.remoteAddress, 'x-request-id': requestId };
}

/**
 * The API gave no answer (refused, reset, timed out): 502, or 504 for a timeout, never 500, with a body that names no
 * internal address (the socket error does: 'connect ECONNREFUSED 127.0.0.1:4000'). No `message` key: the console
 * takes a 502 with one for the API's own answer (shared/src/api/outage.ts).
 */
function apiUnreachable(reply, { error }) {
  reply.request.log.warn({ code: error.cause?.code ?? error.code }, 'API unreachable');
  const status = error.statusCode === 504 ? 504 : 502;
  return reply
    .code(status)
    .header('Retry-After', '2')
    .header('Cache-Control', 'no-store')
    .send({
      error: status === 504 ? 'Gateway Timeout' : 'Bad Gateway',
      detail: 'The API cannot be reached; retry shortly.',
    });
}

/**
 * @param {{ port: number, host?: string, apiUrl: string, environment: string, hostDir: string,
 *           registryDir?: string, environmentsDir?: string, logger?: boolean }} options
 */
export async function startWebServer(options) {
  const {
    port,
    host = '127.0.0.1',
    apiUrl,
    environment,
    hostDir,
    registryDir = join(deployDir, 'registry'),
    environmentsDir = join(deployDir, 'environments'),
  } = options;
  const app = Fastify({ logger: options.logger ?? false });
  const manifestFile = join(environmentsDir, `${environment}.json`);
  const readManifest = () => readFile(manifestFile, 'utf8');
  // Parsed again only when the file changes (a `deploy use` rewrites it), not on every response.
  let parsed = { mtimeMs: -1, manifest: {} };
  const currentManifest = async () => {
    const { mtimeMs } = await stat(manifestFile);
    if (mtimeMs !== parsed.mtimeMs) parsed = { mtimeMs, manifest: JSON.parse(await readManifest()) };
    return parsed.manifest;
  };

  // The policy follows the manifest as it is now: switching a remote to another origin needs no restart.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/gateway/')) return payload;
    const headers = securityHeaders(await currentManifest(), request.url.split('?')[0]);
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return payload;
  });

  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/gateway',
    rewritePrefix: '',
    http2: false,
    // The API (TRUST_PROXY=127.0.0.1) takes the client's address from X-Forwarded-For: this server sets it to the
    // address it sees, dropping whatever the client sent, so a client cannot choose its rate-limit bucket.
    replyOptions: { rewriteRequestHeaders: forwardedFor, onError: apiUnreachable },
  });

  // The web server's liveness probe (compose, load balancers); the API's own are /gateway/health and /gateway/ready.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('text/plain').send('ok\n'),
  );

  app.get('/environment.json', async (_request, reply) => {
    const manifest = await readManifest();
    return reply.header('Cache-Control', NO_CACHE).type('application/json').send(manifest);
  });

  await app.register(fastifyStatic, {
    root: registryDir,
    prefix: '/registry/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  await app.register(fastifyStatic, {
    root: hostDir,
    prefix: '/',
    cacheControl: false,
    setHeaders: cacheHeaders,
    wildcard: true,
  });

  // Every console route (/condos/…, /units/…) is the host's index.html; the host's route table decides the rest.
  app.setNotFoundHandler(async (request, reply) => {
    if (
      request.method !== 'GET' ||
      request.url.startsWith('/registry/') ||
      /\.[a-z0-9]+$/i.test(request.url.split('?')[0])
    ) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.header('Cache-Control', NO_CACHE).sendFile('index.html', hostDir);
  });

  await app.listen({ port, host });
  return app;
}
