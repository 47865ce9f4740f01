/** Spec part 2, Condos list: Details stores the condo id in a cookie that lasts "60 units". */
export const CONDO_ID_COOKIE = 'condo_id';

// The spec leaves the unit out; the other session cookies (token, refresh_token) last 60 hours, so this one does
// too: the remembered condo lives exactly as long as the session that chose it.
export const CONDO_ID_COOKIE_HOURS = 60;

export function rememberCondo(id: number | string): void {
  const maxAge = CONDO_ID_COOKIE_HOURS * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie with an encoded value; the Cookie Store API is not in every supported browser.
  document.cookie = `${CONDO_ID_COOKIE}=${encodeURIComponent(String(id))}; max-age=${maxAge}; path=/; samesite=strict${secure}`;
}
