/**
 * Mail bodies come from outside (templates, replies): they are drawn in a frame that runs no script, has no
 * origin (so it reaches neither the console's cookies nor its storage), and loads nothing remote.
 */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** Attributes that fetch or navigate; only data: and in-page (#) values are kept. */
const URL_ATTRIBUTES = new Set(['src', 'srcset', 'href', 'background', 'poster', 'action', 'formaction', 'xlink:href']);
const ACTIVE_ELEMENTS = 'script, iframe, frame, object, embed, link, meta, base, form';

/**
 * The body without scripts, handlers or remote addresses. The frame's sandbox and policy already forbid them, but
 * Chromium's preload scanner may request an image before the frame's policy applies: what is not there is not
 * fetched. Parsing in an inert document fetches nothing.
 */
export function inertHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll(ACTIVE_ELEMENTS)) element.remove();
  for (const element of body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      const remote = URL_ATTRIBUTES.has(lower) && !/^(data:|#)/i.test(value.trim());
      if (lower.startsWith('on') || remote) element.removeAttribute(name);
    }
  }
  return body.innerHTML;
}

export interface SandboxedHtmlProps {
  html: string;
  /** Names the frame for screen readers. */
  title: string;
  height?: number;
}

export function SandboxedHtml({ html, title, height = 320 }: SandboxedHtmlProps) {
  const document = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${POLICY}"><style>body{font:14px/1.5 system-ui,sans-serif;margin:12px;color:#1f1f1f}img{max-width:100%}</style></head><body>${inertHtml(html)}</body></html>`;
  return (
    <iframe
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={document}
      style={{ width: '100%', height, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}
    />
  );
}
