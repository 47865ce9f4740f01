// Foundation parts 1 and 2 in the page: one cold load of a URL, with the first contentful paint and, on the login
// route, the time to a usable e-mail field, the typing check, the load's timeline and every script it fetched.
import { ADMIN } from './options.mjs';

/**
 * Runs in the page before any of its scripts: stamps `performance.now()` (ms since navigation start) the first time
 * the input labelled "Email" is visible, enabled, editable and the topmost element at its centre (nothing covers
 * it), checked on every DOM mutation and every frame.
 */
const WATCH_EMAIL = `(() => {
  const find = () => {
    for (const label of document.querySelectorAll('label')) {
      if (label.textContent.trim() !== 'Email') continue;
      const input = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input');
      if (input) return input;
    }
    return document.querySelector('input[aria-label="Email"]');
  };
  const usable = (input) => {
    if (input.disabled || input.readOnly || !input.isConnected) return false;
    const box = input.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    if (getComputedStyle(input).visibility !== 'visible') return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === input || input.contains(hit);
  };
  let done = false;
  const check = () => {
    if (done) return true;
    const input = find();
    if (input && usable(input)) {
      done = true;
      window.__benchEmailUsable = performance.now();
      observer.disconnect();
    }
    return done;
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => { if (!check()) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

const isScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/** One cold load: a fresh browser context (own cache and sockets) with the HTTP cache disabled. */
export async function coldLoad(browser, url, { login }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = [];
    context.on('response', (response) => {
      if (response.ok() && isScript(response)) scripts.push(response);
    });
    if (login) await page.addInitScript(WATCH_EMAIL);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const fcp = await (
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        undefined,
        { timeout: 30_000 },
      )
    ).jsonValue();
    if (!login) return { fcp };

    const emailUsable = await (
      await page.waitForFunction(() => window.__benchEmailUsable, undefined, { timeout: 60_000 })
    ).jsonValue();
    // It must really take typing, as a person types.
    const email = page.getByLabel('Email');
    await email.pressSequentially(ADMIN);
    const typed = await email.inputValue();
    if (typed !== ADMIN) throw new Error(`The Email field did not take typing: it holds "${typed}".`);
    await page.waitForLoadState('networkidle');
    const timeline = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      return {
        html: nav?.responseEnd,
        domContentLoaded: nav?.domContentLoadedEventEnd,
        load: nav?.loadEventEnd,
        resources: performance
          .getEntriesByType('resource')
          .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
      };
    });
    const js = [];
    for (const response of scripts) {
      const body = await response.body();
      let wire;
      try {
        wire = (await response.request().sizes()).responseBodySize;
      } catch {
        wire = Number(response.headers()['content-length'] ?? body.length);
      }
      js.push({ url: response.url(), wire, encoding: response.headers()['content-encoding'] ?? 'identity', body });
    }
    return { fcp, emailUsable, js, timeline };
  } finally {
    await context.close();
  }
}
