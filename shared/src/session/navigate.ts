/**
 * The one place that leaves the page. A full load of `/` after logout drops every area's in-memory
 * state; tests replace `goTo` because jsdom cannot navigate.
 */
export const browser = {
  goTo(path: string): void {
    window.location.assign(path);
  },
  /** Served over https: session cookies are then `Secure` (tests replace it; jsdom runs on http). */
  isHttps(): boolean {
    return typeof location !== 'undefined' && location.protocol === 'https:';
  },
};
