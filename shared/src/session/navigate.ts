/**
 * The one place that leaves the page. A full load of `/` after logout drops every area's in-memory
 * state; tests replace `goTo` because jsdom cannot navigate.
 */
export const browser = {
  goTo(path: string): void {
    window.location.assign(path);
  },
};
