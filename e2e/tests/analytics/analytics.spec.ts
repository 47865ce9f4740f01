import { seriousViolations } from '../../axe';
import { expect, type Locator, type Page, test } from '../../fixtures';
import { chooseOption, openAs, users } from '../../support';

const CONDO = 'marina-bay';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const results = (page: Page, name: string) => page.getByRole('list', { name: `${name} results` });

/** A chart as a screen reader meets it: one image, its figures in its name ("Bar chart of …: A 12, B 9"). */
const chart = (page: Page, kind: 'Bar' | 'Line', title: string) =>
  page.getByRole('img', { name: new RegExp(`^${kind} chart of ${title}`) });

/** The "label value" pairs a chart's text alternative names, in its order (the first ten of a longer ranking). */
async function chartFigures(image: Locator): Promise<string[]> {
  const label = (await image.getAttribute('aria-label')) ?? '';
  return label
    .slice(label.indexOf(': ') + 2)
    .replace(/, and \d+ more in the table$/, '')
    .split(', ');
}

/** The rows of a detail page's results as "name COUNT", as the user reads them. */
const resultRows = (list: Locator) =>
  list.getByRole('listitem').evaluateAll((items) =>
    items.map(
      (item) =>
        // antd writes 1,234 where the chart's text says 1234.
        `${item.getAttribute('aria-label')} ${item.querySelector('.ant-statistic-content-value')?.textContent?.replace(/\D/g, '')}`,
    ),
  );

/** The drawn picture, not only its label: ECharts' SVG is there and writes these texts (axis names, values). */
async function expectDrawn(image: Locator, texts: string[]) {
  await expect(image.locator('svg')).toBeVisible();
  await expect
    .poll(async () => {
      const drawn = new Set((await image.locator('svg text').allTextContents()).map((text) => text.trim()));
      return texts.filter((text) => !drawn.has(text));
    })
    .toEqual([]);
}

test('the overview draws the 22 cards; three detail pages of different shapes; count, Submit and a new range', async ({
  page,
}) => {
  await openAs(page, users.manager, `/condos/${CONDO}/analytics`);
  // The first visit loads the area; the 22 cards then ask the server at once.
  await expect(page.getByRole('tab', { name: 'Overall Details', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.analytics-card')).toHaveCount(22);
  await expect(card(page, 'Most Visiting Visitor').getByText('COUNT', { exact: true })).toBeVisible();
  await expect(card(page, 'Most Sms Count').getByText('COUNT', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // A visitor card: nothing is fetched before a count; Submit with one draws the rows.
  await card(page, 'Most Visiting Visitor')
    .getByRole('link', { name: /Details/ })
    .click();
  await expect(page).toHaveURL(/\/analytics_details\/most-visiting-visitor\/marina-bay/);
  await expect(page.getByRole('heading', { name: 'Analytics Data', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(results(page, 'Most Visiting Visitor')).toHaveCount(0);
  await chooseOption(page, 'Limit/Count', '5');
  await page.getByRole('button', { name: 'Submit' }).click();
  const visitors = results(page, 'Most Visiting Visitor');
  await expect(visitors.getByRole('listitem').first()).toContainText('COUNT');
  expect(await visitors.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  await expect(page).toHaveURL(/count=5/);
  // Above the rows, the ranking as bars: the chart's figures are the rows', in their order, and drawn as such.
  const ranking = chart(page, 'Bar', 'Most Visiting Visitor');
  const rows = await resultRows(visitors);
  expect(await chartFigures(ranking)).toEqual(rows);
  await expectDrawn(
    ranking,
    rows.flatMap((row) => [row.replace(/ \d+$/, ''), row.replace(/^.* /, '')]),
  );
  expect((await ranking.boundingBox())?.y).toBeLessThan((await visitors.boundingBox())?.y ?? 0);
  // People have no time dimension: no line.
  await expect(page.getByRole('img', { name: /^Line chart/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Changing the range with results shown asks again, for the new range.
  const again = page.waitForRequest(
    (request) => request.url().includes('/most_visited_visitors') && !request.url().includes('_report'),
  );
  await page.getByLabel('Date range').first().click();
  await page.getByText('Last Week', { exact: true }).click();
  await again;
  await expect(page).toHaveURL(/from=.*count=5|count=5.*from=/);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);

  // The range and the count are in the URL: a reload shows the same rows (the condo comes from the URL too).
  await page.reload();
  await expect(page).toHaveURL(/count=5/);
  await expect(results(page, 'Most Visiting Visitor').or(page.getByText('No data for this range'))).toBeVisible({
    timeout: 30_000,
  });

  // A bare-number card loads at once, with no Count selector.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/condos/${CONDO}/analytics`));
  await card(page, 'Most Sms Count')
    .getByRole('link', { name: /Details/ })
    .click();
  await expect(results(page, 'Most Sms Count').getByRole('listitem')).toContainText(/COUNT\s*\d+/);
  await expect(page.getByRole('combobox', { name: 'Limit/Count' })).toHaveCount(0);
  // A figure counted in time: a line of it per day, whose days add up to the figure, with its table of days.
  const smsFigure = Number(
    ((await results(page, 'Most Sms Count').locator('.ant-statistic-content-value').textContent()) ?? '').replace(
      /\D/g,
      '',
    ),
  );
  const smsLine = chart(page, 'Line', 'Most Sms Count per day');
  await expect(smsLine.locator('svg')).toBeVisible();
  const smsDays = await chartFigures(smsLine);
  expect(smsDays.length).toBe(new Date().getUTCDate());
  expect(smsDays.reduce((sum, day) => sum + Number(day.replace(/^.* /, '')), 0)).toBe(smsFigure);
  await page.getByText('Figures per day').click();
  const dayRows = await page
    .getByRole('table', { name: 'Most Sms Count per day' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((cell) => cell.textContent).join(' ')),
    );
  expect(dayRows).toEqual(smsDays);
  expect(await seriousViolations(page)).toEqual([]);

  // A traffic card (days) loads at once too.
  await page.getByRole('button', { name: 'Back' }).click();
  await card(page, 'Most Traffic On a Day')
    .getByRole('link', { name: /Details/ })
    .click();
  const days = results(page, 'Most Traffic On a Day');
  await expect(days.getByRole('listitem').first()).toContainText(/\d\d-\w{3}-\d\d/);
  // Its busiest days as bars, and every day of the range as a line that passes through those same figures.
  const busiest = await resultRows(days);
  expect(await chartFigures(chart(page, 'Bar', 'Most Traffic On a Day'))).toEqual(busiest);
  const everyDay = await chartFigures(chart(page, 'Line', 'Most Traffic On a Day per day'));
  expect(everyDay).toEqual(expect.arrayContaining(busiest));
  expect(everyDay.length).toBe(new Date().getUTCDate());
});

test("a call count's figure opens the call log of that range, showing those calls and no others", async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, users.manager, `/condos/${CONDO}/analytics`);
  await card(page, 'Ivr Call Count')
    .getByRole('link', { name: /Details/ })
    .click();
  const figure = results(page, 'Ivr Call Count').getByRole('link', { name: /calls in the call log/ });
  await expect(figure).toBeVisible({ timeout: 30_000 });
  const count = Number(((await figure.textContent()) ?? '').replace(/\D/g, ''));
  await figure.click();

  await expect(page).toHaveURL(new RegExp(`/condos/${CONDO}/call-logs\\?.*call_type=ivr`));
  await expect(page.getByRole('heading', { name: 'Resident ivr and video call logs', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  if (count === 0) {
    await expect(page.getByText('No calls in this range')).toBeVisible();
    return;
  }
  await expect(page.getByText(new RegExp(`of ${count} results`))).toBeVisible();
  const types = await page
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[5]?.textContent?.trim()));
  expect(new Set(types)).toEqual(new Set(['IVR']));
});

test('vehicle parking: Edit opens the drawer, Submit writes an offset and the chart data follows', async ({ page }) => {
  await openAs(page, users.manager, `/condos/${CONDO}/analytics`);
  await page.getByRole('tab', { name: 'Vehicle Parking' }).click();
  await expect(page).toHaveURL(/tab=vehicle-parking/);
  const table = page.getByRole('table', { name: 'Offset per time slot' });
  // Its last cell is the offset (the vehicles inside come before it).
  const firstSlot = table.getByRole('row').nth(1);
  await expect(firstSlot).toBeAttached();
  // The chart draws the vehicles inside per slot with the offset (the table's first two columns), not an empty
  // chart of the offsets: the demo data has vehicles inside.
  const parking = chart(page, 'Bar', 'vehicles inside per time slot, with the offset');
  await expect(parking.locator('svg')).toBeVisible();
  const insidePerSlot = () =>
    table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) =>
        [...(row as HTMLTableRowElement).cells]
          .slice(0, 2)
          .map((cell) => cell.textContent)
          .join(' '),
      ),
    );
  const inside = await insidePerSlot();
  expect(await chartFigures(parking)).toEqual(inside);
  expect(inside).toHaveLength(24);
  expect(inside.some((slot) => Number(slot.split(' ')[1]) > 0)).toBe(true);
  const slot = (await firstSlot.getByRole('rowheader').textContent()) ?? '';
  const before = Number(await firstSlot.getByRole('cell').last().textContent());
  const after = before + 3;

  await page.getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit vehicle offsets' });
  const input = drawer.getByRole('spinbutton', { name: `Offset at ${slot}` });
  await expect(input).toHaveValue(String(before));
  expect(await seriousViolations(page)).toEqual([]);
  await input.fill(String(after));
  const saved = page.waitForResponse((response) => response.url().includes('/update_vehicle_offset'));
  await drawer.getByRole('button', { name: 'Submit' }).click();
  expect((await saved).status()).toBe(200);
  await expect(drawer).toBeHidden();
  await expect(firstSlot.getByRole('cell').last()).toHaveText(String(after));
  // The bar follows: three more vehicles at that slot.
  const [firstBar] = inside;
  const vehiclesBefore = Number(firstBar?.split(' ')[1]);
  await expect(parking).toHaveAttribute('aria-label', new RegExp(`: ${slot} ${vehiclesBefore + 3}, `));
  expect(await chartFigures(parking)).toEqual(await insidePerSlot());

  // Put it back, so a second run starts from the same figures.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page
    .getByRole('dialog', { name: 'Edit vehicle offsets' })
    .getByRole('spinbutton', { name: `Offset at ${slot}` })
    .fill(String(before));
  await page.getByRole('dialog', { name: 'Edit vehicle offsets' }).getByRole('button', { name: 'Submit' }).click();
  await expect(firstSlot.getByRole('cell').last()).toHaveText(String(before));
});
