/**
 * An address from the server made safe to put in href: only http(s) (a scheme-less host gets https://).
 * Anything else (javascript:, data:) gives undefined, so no link is drawn.
 */
export function safeHref(address: string | null | undefined): string | undefined {
  const text = address?.trim();
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
