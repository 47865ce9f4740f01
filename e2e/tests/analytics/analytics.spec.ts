import { seriousViolations } from '../../axe';
import { expect, type Page, test } from '../../fixtures';
import { chooseOption, openAs, users } from '../../support';

const CONDO = 'marina-bay';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const results = (page: Page, name: string) => page.getByRole('list', { name: `${name} results` });

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
  expect(await seriousViolations(page)).toEqual([]);

  // A traffic card (days) loads at once too.
  await page.getByRole('button', { name: 'Back' }).click();
  await card(page, 'Most Traffic On a Day')
    .getByRole('link', { name: /Details/ })
    .click();
  await expect(results(page, 'Most Traffic On a Day').getByRole('listitem').first()).toContainText(/\d\d-\w{3}-\d\d/);
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
  await expect(page.locator('section[aria-label="Vehicle parking offsets"] svg').first()).toBeVisible();
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

  // Put it back, so a second run starts from the same figures.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page
    .getByRole('dialog', { name: 'Edit vehicle offsets' })
    .getByRole('spinbutton', { name: `Offset at ${slot}` })
    .fill(String(before));
  await page.getByRole('dialog', { name: 'Edit vehicle offsets' }).getByRole('button', { name: 'Submit' }).click();
  await expect(firstSlot.getByRole('cell').last()).toHaveText(String(before));
});
