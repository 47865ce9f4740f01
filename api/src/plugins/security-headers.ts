import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A JSON answer is data, never a page: it may load nothing and be framed by no one. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * ASVS 14.4: every answer of the API carries its own security headers, whatever proxy sits in front (the console's
 * /gateway passes them through): `nosniff` always; `Cache-Control: no-store` unless the route chose its own caching
 * (answers hold a caller's data or tokens); the CSP on JSON answers only, so the HTML pages and files the API serves
 * (/docs, a Detail Log page, a report PDF) keep their own.
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    if (/^application\/([\w.-]+\+)?json\b/i.test(String(reply.getHeader('Content-Type') ?? ''))) {
      reply.header('Content-Security-Policy', JSON_CSP);
    }
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
