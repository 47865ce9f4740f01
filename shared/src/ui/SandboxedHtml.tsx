/**
 * Mail bodies come from outside (templates, replies): they are drawn in a frame that runs no script, has no
 * origin (so it reaches neither the console's cookies nor its storage), and loads nothing remote.
 */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

export interface SandboxedHtmlProps {
  html: string;
  /** Names the frame for screen readers. */
  title: string;
  height?: number;
}

export function SandboxedHtml({ html, title, height = 320 }: SandboxedHtmlProps) {
  const document = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${POLICY}"><style>body{font:14px/1.5 system-ui,sans-serif;margin:12px;color:#1f1f1f}img{max-width:100%}</style></head><body>${html}</body></html>`;
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
