import { seriousViolations } from '../../axe';
import { expect, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { toast } from '../messaging/messaging-support';

const CONDO = 'marina-bay';
const PATH = `/condos/${CONDO}/call-logs`;
const DAY = 86_400_000;

/** The demo calls of the last 7 days (the generator writes 8 weeks ending now). */
const lastWeek = () => {
  const to = new Date();
  return { from: new Date(to.getTime() - 7 * DAY).toISOString(), to: to.toISOString() };
};

/** The next list call's URL, after `action`. */
async function listQuery(page: Page, action: () => Promise<unknown>) {
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => /\/api\/v1\/call_logs\?/.test(candidate.url())),
    action(),
  ]);
  return new URL(request.url());
}

const column = async (page: Page, index: number) =>
  page
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows, at) => rows.map((row) => row.querySelectorAll('td')[at]?.textContent?.trim() ?? ''), index);

test('the list shows the demo calls of this week, with badges, and passes axe', async ({ page }) => {
  await openAs(page, users.manager, PATH);
  await expect(page.getByRole('heading', { name: 'Resident ivr and video call logs', level: 1 })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  expect(await seriousViolations(page)).toEqual([]);
});

const MAPPED: { label: string; param: 'status_label' | 'resident_status'; status: string[]; gates: string[] }[] = [
  { label: 'Answered', param: 'status_label', status: ['answered', 'success'], gates: [] },
  { label: 'Forwarded', param: 'status_label', status: ['busy', 'forwarded', 'failed'], gates: ['requested'] },
  { label: 'Busy', param: 'status_label', status: ['created'], gates: [] },
  { label: 'Declined', param: 'status_label', status: ['canceled', 'failed'], gates: ['declined', 'requested'] },
  { label: 'Accepted', param: 'resident_status', status: ['busy'], gates: ['accepted'] },
  { label: 'Denied', param: 'resident_status', status: ['success'], gates: ['declined'] },
];

test('each mapped status filter sends the reverse mapping, and the rows read as chosen', async ({ page }) => {
  const { from, to } = lastWeek();
  for (const mapped of MAPPED) {
    const query = await listQuery(page, () =>
      openAs(page, users.manager, `${PATH}?from=${from}&to=${to}&${mapped.param}=${mapped.label}`),
    );
    expect(query.searchParams.getAll('status[]'), mapped.label).toEqual(mapped.status);
    expect(query.searchParams.getAll('gate_open[]'), mapped.label).toEqual(mapped.gates);
    await expect(page.locator('.ant-table-tbody')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    // Where the spec's two mappings agree, every row shows the chosen label.
    if (['Answered', 'Busy'].includes(mapped.label)) {
      const statuses = await column(page, 2);
      expect(statuses.length, mapped.label).toBeGreaterThan(0);
      expect(new Set(statuses), mapped.label).toEqual(new Set([mapped.label]));
    }
    if (['Accepted', 'Denied'].includes(mapped.label)) {
      const residentStatuses = await column(page, 3);
      expect(residentStatuses.length, mapped.label).toBeGreaterThan(0);
      expect(new Set(residentStatuses), mapped.label).toEqual(new Set([mapped.label]));
    }
  }
});

test('the Status filter chosen in the table is kept in the URL', async ({ page }) => {
  await openAs(page, users.manager, PATH);
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByRole('columnheader', { name: 'Status filter', exact: true }).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Busy' }).click();
  const query = await listQuery(page, () => page.getByRole('button', { name: 'OK' }).click());
  expect(query.searchParams.getAll('status[]')).toEqual(['created']);
  await expect(page).toHaveURL(/status_label=Busy/);
});

test('a date range in the URL is sent as from_time / to_time and only its calls show', async ({ page }) => {
  const to = new Date();
  const from = new Date(to.getTime() - 2 * DAY);
  const query = await listQuery(page, () =>
    openAs(page, users.manager, `${PATH}?from=${from.toISOString()}&to=${to.toISOString()}&per_page=100`),
  );
  expect(Date.parse(query.searchParams.get('from_time') ?? '')).toBe(from.getTime());
  expect(Date.parse(query.searchParams.get('to_time') ?? '')).toBe(to.getTime());
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const times = await column(page, 4);
  for (const text of times) {
    const [date, time] = text.split(' ');
    const [day, month, year] = (date ?? '').split('-');
    const shown = new Date(`${year}-${month}-${day}T${time}:00`).getTime();
    expect(shown).toBeGreaterThanOrEqual(from.getTime() - 60_000);
    expect(shown).toBeLessThanOrEqual(to.getTime() + 60_000);
  }
});

test('a forwarded call shows its Primary or Secondary marker', async ({ page }) => {
  const { from, to } = lastWeek();
  await openAs(page, users.manager, `${PATH}?from=${from}&to=${to}&per_page=100`);
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const forwarded = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Forwarded' });
  const marker = forwarded.getByText(/^(Primary|Secondary)$/).first();
  await expect(marker).toBeVisible();
});

test('Download asks for the report and shows the server’s message', async ({ page }) => {
  await openAs(page, users.manager, PATH);
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().includes('/api/v1/call_logs/generate_report')),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(new URL(request.url()).searchParams.get('from_time')).toBeTruthy();
  await expect(toast(page, 'The call log report is being prepared and will be mailed to you')).toBeVisible();
});
