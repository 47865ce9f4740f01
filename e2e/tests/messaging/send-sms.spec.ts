import { expect, test } from '../../fixtures';
import { openAs, users } from '../../support';

// Demo residents of marina-bay (api/src/seed/demo-messaging-people.ts).
const RESIDENT = { phone: '91234567', name: 'Tan Wei Ming' };
const SUPPRESSED = '98765432';

test('an SMS to a resident is queued, shows in the Outbox and walks to a final status', async ({ page }) => {
  await openAs(page, users.manager, '/condos/marina-bay/sms');
  await expect(page.getByRole('heading', { name: 'SMS' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('9123-4567 ab');
  await expect(phone).toHaveValue('91234567'); // digits only
  await phone.fill('1234567890123456');
  await expect(phone).toHaveValue('123456789012'); // at most 12

  // An empty phone: Send does nothing.
  await phone.fill('');
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('/residents/') || request.url().includes('send_sms')) asked = true;
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForTimeout(300);
  expect(asked).toBe(false);

  const text = `Gate maintenance tonight ${Date.now()}`;
  await phone.fill(RESIDENT.phone);
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await expect(page.getByText(`${text.length} / 400`)).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.ant-notification').getByText('SMS queued for delivery')).toBeVisible();

  await page.goto(page.url().replace('/sms', `/out-box?tab=resident&query=${encodeURIComponent(RESIDENT.name)}`));
  const row = page.getByRole('row').filter({ hasText: text.slice(0, 30) });
  await expect(row).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('Delivered')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(`${RESIDENT.name} · +65 ${RESIDENT.phone}`)).toBeVisible();
  const history = detail.getByRole('table', { name: 'Status history' });
  for (const status of ['Queued', 'Sending', 'Sent', 'Delivered'])
    await expect(history.getByRole('cell', { name: status, exact: true }).first()).toBeVisible();
});

test('a suppressed number is refused with its reason, and goes through once deleted from the list', async ({
  page,
}) => {
  await openAs(page, users.manager, '/condos/marina-bay/sms');
  await page.getByRole('textbox', { name: 'Phone' }).fill(SUPPRESSED);
  await page.getByRole('textbox', { name: 'Message' }).fill('Your parcel has arrived');
  await page.getByRole('button', { name: 'Send' }).click();
  const refusal = page.locator('.ant-notification').getByText(/suppression list.*Replied STOP/);
  await expect(refusal).toBeVisible();
  // The refusal names the request id the API logged it under (X-Request-Id, through the web server), for support.
  const notice = page.locator('.ant-notification-notice').filter({ hasText: /suppression list.*Replied STOP/ });
  await expect(notice.getByText(/^Request id: [0-9a-f-]{36}$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Your parcel has arrived'); // nothing lost

  await page.goto(page.url().replace('/sms', '/suppression'));
  await expect(page.getByRole('heading', { name: 'Suppression' })).toBeVisible();
  await expect(page.getByText('To delete the unwanted mobile number')).toBeVisible();
  await expect(page.getByRole('button', { name: /^add/i })).toHaveCount(0);
  await page.getByLabel('Search Suppression').fill(SUPPRESSED);
  const entry = page.getByRole('row').filter({ hasText: `+65 ${SUPPRESSED}` });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Replied STOP')).toBeVisible();
  await entry.getByRole('button', { name: `Delete +65 ${SUPPRESSED}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Mobile Number' });
  await expect(confirm.getByText('Are you sure to delete this number?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Delete it' }).click();
  await expect(page.getByText('Deleted Successfully..!!')).toBeVisible();
  await expect(entry).toBeHidden();

  await page.goto(`${page.url().split('/suppression')[0]}/sms`);
  await page.getByRole('textbox', { name: 'Phone' }).fill(SUPPRESSED);
  await page.getByRole('textbox', { name: 'Message' }).fill('Your parcel has arrived');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.ant-notification').getByText('SMS queued for delivery')).toBeVisible();
});
