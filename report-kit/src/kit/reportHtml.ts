const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/**
 * A standalone HTML document of a drawn report (the page's article, or the server's static markup of it): the
 * markup already carries its styles and SVG charts, so a report job renders it with nothing to fetch.
 */
export function reportHtml(articleMarkup: string, title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${articleMarkup}</body></html>`;
}
