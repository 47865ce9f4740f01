import type { FastifyReply } from 'fastify';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE =
  'body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1f1f1f}dt{font-weight:600}dd{margin:0 0 .75rem}' +
  'pre{background:#f5f5f5;padding:1rem;overflow:auto;white-space:pre-wrap}' +
  'button{font:inherit;padding:.5rem 1rem;border:1px solid #1f1f1f;border-radius:4px;background:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #0050b3;outline-offset:2px}';

/**
 * A small HTML page served by the API itself (pages opened from a link, outside the console): no script, no
 * remote resource, not framed by anyone, a form only to this origin. `body` is HTML: escape what it quotes. Sets the
 * status and headers and returns the page for the handler to return, so that Fastify sends it only when the
 * handler is done (after the request's transaction has committed).
 */
export function htmlPage(reply: FastifyReply, status: number, title: string, body: string): string {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}
