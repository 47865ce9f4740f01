// What bench/analytics.mjs does in the page: times are read in the page itself (performance.now(), checked on every
// frame), so Playwright's own round trips do not count.
import { cardCallTimings } from './calls.mjs';

const CARDS = 22;
const TIMEOUT = 60_000;

/** Every card shows its figure, its "No data" line or its error; none is loading. Returns its ms, else false. */
function gridDrawn(cards) {
  const tiles = document.querySelectorAll('.analytics-card');
  if (tiles.length !== cards) return false;
  for (const tile of tiles) {
    if (tile.querySelector('[aria-busy="true"]')) return false;
    if (!tile.querySelector('.ant-statistic, .ant-alert, .ant-typography-secondary')) return false;
  }
  return { at: performance.now(), errors: document.querySelectorAll('.analytics-card .ant-alert-error').length };
}

/** Navigation to Overall Details → all 22 figures drawn, in ms since the navigation started. */
export async function overviewTime(page, url) {
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  const drawn = await (await page.waitForFunction(gridDrawn, CARDS, { polling: 'raf', timeout: TIMEOUT })).jsonValue();
  if (drawn.errors) throw new Error(`${drawn.errors} card(s) of ${url} show an error`);
  return { ms: drawn.at, calls: await cardCallTimings(page) };
}

/** Stamps the time of the next click inside `selector` (capture phase: before React sees it). */
function stampClick(page, selector) {
  return page.evaluate((target) => {
    window.__benchClickAt = undefined;
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest(target))
          window.__benchClickAt ??= performance.now();
      },
      { capture: true },
    );
  }, selector);
}

/** ms from the stamped click to the card's results (or its "No data", or its error) with no spinner left. */
async function resultsAfterClick(page, name) {
  const done = await page.waitForFunction(
    (card) => {
      if (window.__benchClickAt === undefined) return false;
      if (document.querySelector('.ant-spin-spinning')) return false;
      const drawn = document.querySelector(`ol[aria-label="${card} results"], .ant-empty, .ant-alert-error`);
      return drawn
        ? {
            ms: performance.now() - window.__benchClickAt,
            at: window.__benchClickAt,
            error: drawn.matches('.ant-alert-error'),
          }
        : false;
    },
    name,
    { polling: 'raf', timeout: TIMEOUT },
  );
  const result = await done.jsonValue();
  if (result.error) throw new Error(`${name} shows an error`);
  return { ms: result.ms, calls: await cardCallTimings(page, result.at) };
}

/** Opens the Limit/Count list and picks `count`, again if a click landed while the list was still opening. */
async function chooseCount(page, count) {
  const select = page.getByRole('combobox', { name: 'Limit/Count' });
  const chosen = page.locator('.ant-select').filter({ has: select });
  for (let attempt = 0; attempt < 5; attempt++) {
    await select.click();
    const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${count}"]`);
    const shown = await option
      .waitFor({ state: 'visible', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) {
      await option.click();
      if ((await chosen.textContent())?.includes(count)) return;
    }
    await page.keyboard.press('Escape');
  }
  throw new Error(`could not choose the count ${count}`);
}

/**
 * One card's detail page, `runs` times: with a Count selector, from a fresh page (range in the URL, no count) choose
 * the count and time Submit → rows; without one (the immediate cards), time the Details link of a fully drawn
 * Overall Details → rows.
 */
export async function detailTimes(page, { stackUrl, overviewUrl, card, count, runs }) {
  await page.goto(`${stackUrl}${card.href}`);
  await page.getByRole('heading', { name: 'Analytics Data' }).waitFor({ timeout: TIMEOUT });
  const immediate = (await page.getByRole('combobox', { name: 'Limit/Count' }).count()) === 0;
  const times = [];
  for (let run = 0; run < runs; run++) {
    if (immediate) {
      await overviewTime(page, overviewUrl);
      await stampClick(page, `a[href="${card.href}"]`);
      await page.locator(`a[href="${card.href}"]`).click();
    } else {
      await page.goto(`${stackUrl}${card.href}`);
      const submit = page.getByRole('button', { name: 'Submit' });
      await submit.waitFor({ timeout: TIMEOUT });
      await chooseCount(page, count);
      await stampClick(page, 'button');
      await submit.click();
    }
    times.push({ ...(await resultsAfterClick(page, card.name)), immediate });
  }
  return times;
}
