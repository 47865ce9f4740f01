// Issue #29 item 5, slow networks: three whole flows on a throttled link (400 ms more latency, 1 Mbit/s each way),
// the areas' JavaScript included. A list shows its skeleton until its first answer, never its empty state; a pending
// save or send is not sent twice by a double click; an answer that comes back late never replaces the answer to a
// newer request (the late one is held back here, so the order is certain rather than left to chance).
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '../../fixtures';
import { chooseOption, downloadWithoutWaiting, openAs, users } from '../../support';
import { choose, dialog, rowOf, toast, uniqueMac } from '../devices/devices-support';

const CONDO = 'marina-bay';

/** What DevTools calls a slow link: 400 ms more per request, 1 Mbit/s (125,000 bytes/s) down and up. */
const SLOW_LINK = { offline: false, latency: 400, downloadThroughput: 125_000, uploadThroughput: 125_000 };

/** Throttles the page's network, before it opens, so the console's and the area's scripts come slowly too. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
}

/** The CSS that tells, inside a watched element, what it shows; the first that matches names the state. */
type StateSelectors = Record<string, string>;

/**
 * Records each state the element `selector` passes through (`'absent'` while it is not on the page), from the page's
 * first script on: a DOM observer sees every state the page drew, however briefly, where polling could miss a flash
 * of the empty state. A state named `rows` is recorded with its count (`rows:3`); an `article` with its name.
 */
async function recordStates(page: Page, name: string, selector: string, states: StateSelectors) {
  await page.addInitScript(
    ({ name, selector, states }) => {
      const store = window as unknown as { __states?: Record<string, string[]> };
      store.__states ??= {};
      const seen: string[] = [];
      store.__states[name] = seen;
      const now = () => {
        const element = document.querySelector(selector);
        if (!element) return 'absent';
        for (const [state, css] of Object.entries(states)) {
          const found = element.querySelectorAll(css);
          if (found.length === 0) continue;
          if (state === 'rows') return `rows:${found.length}`;
          if (state === 'article') return `article:${found[0]?.getAttribute('aria-label') ?? ''}`;
          return state;
        }
        return 'other';
      };
      const note = () => {
        const state = now();
        if (seen.at(-1) !== state) seen.push(state);
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true });
    },
    { name, selector, states },
  );
}

/** Every state recorded for `name` so far, without the moments it was not on the page or showed nothing of note. */
async function statesOf(page: Page, name: string) {
  const states = await page.evaluate(
    (name) => (window as unknown as { __states?: Record<string, string[]> }).__states?.[name] ?? [],
    name,
  );
  return states.filter((state) => state !== 'absent' && state !== 'other');
}

/** The states up to and with the first one that starts with `data` (the data arrived). */
function untilData(states: string[], data: string) {
  const arrived = states.findIndex((state) => state.startsWith(data));
  return arrived < 0 ? states : states.slice(0, arrived + 1);
}

/** The URLs of the requests the page sends with this method to a path this pattern matches, as they leave. */
function requestsTo(page: Page, method: string, path: RegExp, also: (url: URL) => boolean = () => true) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && path.test(url.pathname) && also(url)) sent.push(request.url());
  });
  return sent;
}

/**
 * Holds back the requests `matches` picks while `holding()` says so, for `ms` each: they leave late, so their
 * answers come back after those of requests sent after them. `answered()` resolves when every held one is back and
 * the page has had time to draw what it does with it.
 */
async function answerLate(page: Page, matches: (url: URL) => boolean, ms: number) {
  let holding = true;
  const held: Promise<unknown>[] = [];
  let firstHeld: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    firstHeld = resolve;
  });
  await page.route(
    (url) => holding && matches(url),
    async (route) => {
      const request = route.request();
      held.push(page.waitForEvent('requestfinished', { predicate: (done) => done === request, timeout: 30_000 }));
      firstHeld();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => {}); // the page may have moved on
    },
  );
  return {
    asked,
    release: () => {
      holding = false;
    },
    answered: async () => {
      await Promise.all(held);
      // The answer is in; what the page does with it is drawn within a few frames.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
      );
    },
  };
}

/**
 * A double click as it lands on a busy page: the browser runs queued input before the page draws again, so the
 * second click comes with nothing in between but the page's promise callbacks. (Playwright's `dblclick` leaves the
 * page time to draw between its clicks: a button disabled only once React has drawn it would pass that one.)
 */
async function doubleClickBeforeRedraw(target: Locator) {
  await target.evaluate(async (button: HTMLElement) => {
    button.click();
    for (let tick = 0; tick < 100; tick += 1) await Promise.resolve();
    button.click();
  });
}

/** Searches `first` (its answer held back by `late`), then, once it is asked, `second`: the newer search must win. */
async function searchPastLateAnswer(
  search: Locator,
  late: { asked: Promise<void>; release: () => void },
  first: string,
  second: string,
) {
  await search.fill(first);
  await search.press('Enter');
  await late.asked;
  late.release();
  await search.fill(second);
  await search.press('Enter');
}

test('devices on a slow link: the list loads behind a skeleton, a double-clicked Save adds one camera, a late search answer is dropped', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await throttle(page);
  await recordStates(page, 'cameras', 'section[aria-label="Cameras"]', {
    rows: 'tr.ant-table-row',
    empty: '.ant-empty',
    skeleton: '[role="status"][aria-busy="true"]',
  });
  await recordStates(page, 'bots', '.ant-select-dropdown:has(#camera-form_bot_id_list)', {
    rows: '.ant-select-item-option',
    empty: '.ant-empty',
    loading: '.ant-spin',
  });
  const creates = requestsTo(page, 'POST', /\/api\/v1\/cameras$/);

  await openAs(page, users.admin, `/condos/${CONDO}/devices`);
  const cameras = page.getByRole('region', { name: 'Cameras' });
  await expect(cameras.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  expect(untilData(await statesOf(page, 'cameras'), 'rows')).toEqual(['skeleton', expect.stringMatching(/^rows:/)]);

  await page.getByRole('button', { name: 'Add Camera' }).click();
  const form = dialog(page, 'Add Camera');
  // Assign Bot opened at once, while its bots are still on their way: it says it is loading, not 'No data'.
  await form.getByLabel('Assign Bot', { exact: true }).click();
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Gate LNPR Bot"]'),
  ).toBeVisible();
  expect(untilData(await statesOf(page, 'bots'), 'rows')).not.toContain('empty');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Gate LNPR Bot"]').click();

  const name = `Main Gate Slow ${Date.now().toString(36)}`;
  const mac = uniqueMac();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('MAC Address').fill(mac);
  await choose(page, form, 'Camera Type', 'Visitor Entry Cam');
  await form.getByLabel('DCS Channel').fill('ch-slow');
  const save = form.getByRole('button', { name: 'Save' });
  await doubleClickBeforeRedraw(save);
  await expect(save).toHaveClass(/ant-btn-loading/); // the POST is on its way: Save shows it and takes no click
  await expect(form).toBeHidden();
  await expect(toast(page, /saved|created/i).first()).toBeVisible();
  expect(creates).toHaveLength(1);
  await expect(rowOf(page, name)).toHaveCount(1); // the list read again after the save

  // "Main Gate" is asked first and answered last (three cameras); the full name, asked next, finds one.
  const late = await answerLate(
    page,
    (url) => url.pathname.endsWith('/api/v1/cameras') && url.searchParams.get('query') === 'Main Gate',
    3_000,
  );
  await searchPastLateAnswer(cameras.getByRole('searchbox', { name: 'Search Cameras' }), late, 'Main Gate', name);
  await expect(cameras.locator('tr.ant-table-row')).toHaveCount(1);
  await late.answered();
  const states = await statesOf(page, 'cameras');
  expect(states.slice(states.indexOf('rows:1'))).toEqual(['rows:1']); // from the newest answer on, nothing else
  await expect(cameras.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(rowOf(page, name)).toBeVisible();
  await expect(rowOf(page, 'Main Gate Entry')).toHaveCount(0);
});

test('messaging on a slow link: a double-clicked Send queues one SMS, the Outbox loads behind a skeleton and keeps the newest search', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const resident = { phone: '91234567', name: 'Tan Wei Ming' }; // api/src/seed/demo-messaging-people.ts
  await throttle(page);
  await recordStates(page, 'outbox', 'section[aria-label="OutBox"]', {
    rows: 'tr.ant-table-row',
    empty: '.ant-empty',
    skeleton: '[role="status"][aria-busy="true"]',
  });
  const lookups = requestsTo(page, 'GET', new RegExp(`/residents/${resident.phone}/phone$`));
  const sends = requestsTo(page, 'POST', /\/api\/v1\/outboxes\/send_sms$/);

  await openAs(page, users.manager, `/condos/${CONDO}/sms`);
  await expect(page.getByRole('heading', { name: 'SMS' })).toBeVisible({ timeout: 30_000 });
  const text = `Slow link ${Date.now().toString(36)}: gate maintenance tonight`;
  await page.getByRole('textbox', { name: 'Phone' }).fill(resident.phone);
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill(text);
  const send = page.getByRole('button', { name: 'Send' });
  await doubleClickBeforeRedraw(send);
  await expect(send).toHaveClass(/ant-btn-loading/); // the look-up and the send are on their way
  await expect(toast(page, 'SMS queued for delivery')).toBeVisible();
  await expect(message).toHaveValue('');
  await expect(send).not.toHaveClass(/ant-btn-loading/);
  expect(lookups).toHaveLength(1);
  expect(sends).toHaveLength(1);

  // To the Outbox through the menu, as a user goes: its list loads behind a skeleton.
  await page.getByRole('complementary', { name: 'Condo menu' }).getByRole('menuitem', { name: 'Out-box' }).click();
  const outbox = page.getByRole('region', { name: 'OutBox' });
  await expect(outbox.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  expect(untilData(await statesOf(page, 'outbox'), 'rows')).toEqual(['skeleton', expect.stringMatching(/^rows:/)]);
  await outbox.getByRole('tab', { name: 'RESIDENT' }).click();
  await expect(page).toHaveURL(/tab=resident/);

  // Another resident is searched first and answered last; the newest search is what the table keeps.
  const late = await answerLate(
    page,
    (url) => url.pathname.endsWith('/api/v1/outboxes') && url.searchParams.get('search') === 'Priya Nair',
    3_000,
  );
  await searchPastLateAnswer(page.getByRole('searchbox', { name: 'Search OutBox' }), late, 'Priya Nair', resident.name);
  const sent = rowOf(page, text.slice(0, 30));
  await expect(sent).toHaveCount(1); // one SMS queued, whatever the double click did
  const shown = (await statesOf(page, 'outbox')).length;
  await late.answered();
  const after = (await statesOf(page, 'outbox')).slice(shown);
  expect(after.filter((state) => !state.startsWith('rows:'))).toEqual([]); // never the empty state
  await expect(sent).toHaveCount(1);
  await expect(outbox.locator('tr.ant-table-row').filter({ hasText: 'Priya Nair' })).toHaveCount(0);
  await expect(outbox.locator('tr.ant-table-row').filter({ hasNotText: resident.name })).toHaveCount(0);
});

test('reports on a slow link: the preview loads behind a skeleton, a late preview is dropped, a double-clicked Download makes one PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install(); // the report job is polled every 10 s: downloadWithoutWaiting moves the clock on
  await throttle(page);
  await recordStates(page, 'report', 'section[aria-label="Download Reports"]', {
    article: 'article[aria-label]',
    empty: '.ant-empty, .ant-alert-warning, .ant-alert-error',
    skeleton: '[role="status"][aria-busy="true"]',
  });
  const to = new Date();
  const from = new Date(to.getTime() - 6 * 86_400_000);
  await openAs(
    page,
    users.manager,
    `/condos/${CONDO}/report?type=alert_report&sub=alert_count&period=week&from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  const preview = page.getByRole('button', { name: 'Preview' });
  await expect(preview).toBeEnabled({ timeout: 30_000 });

  // The week is asked first and answered last: meanwhile the user switches to the daily report of its first day.
  const late = await answerLate(page, (url) => url.pathname.endsWith('/api/v1/alerts'), 4_000);
  await preview.click();
  await expect(page.getByRole('status', { name: 'Loading Alert Report' })).toBeVisible();
  await late.asked;
  late.release();
  await chooseOption(page, 'Periodical', 'Daily');
  const loads = requestsTo(page, 'GET', /\/api\/v1\/alerts$/);
  const before = (await statesOf(page, 'report')).length;
  await preview.dblclick();
  await expect(preview).toHaveClass(/ant-btn-loading/); // the report's data is on its way
  const report = page.getByRole('article', { name: 'Alert Report' });
  await expect(report.getByRole('table', { name: 'Alert By Types' }).getByRole('row').nth(1)).toBeVisible();
  const total = report.getByRole('listitem').filter({ hasText: 'Total Alerts' });
  const dayTotal = (await total.textContent()) ?? '';
  expect((await statesOf(page, 'report')).slice(before)).toEqual(['skeleton', 'article:Alert Report']);
  expect(untilData(await statesOf(page, 'report'), 'article')).not.toContain('empty');
  expect(loads).toHaveLength(1);
  await late.answered();
  await expect(total).toHaveText(dayTotal); // the week's total, come back late, did not replace the day's
  expect((await statesOf(page, 'report')).slice(before)).toEqual(['skeleton', 'article:Alert Report']);

  // Download posts the drawn report once, however often it is clicked, and the PDF comes down by itself.
  const jobs = requestsTo(page, 'POST', /\/api\/v1\/bms_reports$/);
  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  const download = page.getByRole('button', { name: 'Download' });
  await doubleClickBeforeRedraw(download);
  await expect(page.getByRole('status').filter({ hasText: 'Preparing the PDF' })).toBeVisible();
  await expect(download).toHaveClass(/ant-btn-loading/);
  const file = await downloadWithoutWaiting(page, downloaded);
  expect(file.suggestedFilename()).toBe('Overall Reports.pdf');
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: 'The PDF is ready' })).toBeVisible();
  expect(jobs).toHaveLength(1);
});
