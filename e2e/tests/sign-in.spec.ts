import { expect, test } from '../fixtures';
import { codeMailedTo, consoleUrl, mailboxLines, signIn, users } from '../support';

// One worker, in order: two of these sign the same user in, and a second request resends the pending code.
test.describe.configure({ mode: 'default' });

test('a new user signs in with the mailed one-time code and lands on the condo list', async ({ page }) => {
  await signIn(page, users.admin);
  await expect(page.getByRole('heading', { name: 'Condos' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Marina Bay Residences', exact: true })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['token', 'refresh_token', 'email', 'active']));
});

test('the server’s success messages show as toasts, the login’s after the page reloads (spec part 1 §8)', async ({
  page,
}) => {
  await page.goto(`${consoleUrl()}/`);
  await page.getByLabel('Email').fill(users.admin);
  const before = mailboxLines().length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.locator('.ant-notification').getByText('OTP Sent Successfully.!!!')).toBeVisible();
  await page.getByLabel('OTP').fill(await codeMailedTo(users.admin, before));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/condos$/);
  await expect(page.locator('.ant-notification').getByText('Login Successfully.!!!')).toBeVisible();
  // Shown once: a further reload does not repeat it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Condos' })).toBeVisible();
  await expect(page.locator('.ant-notification').getByText('Login Successfully.!!!')).toHaveCount(0);
});

test('a wrong code is refused with the server message and the e-mail is kept', async ({ page }) => {
  await page.goto(`${consoleUrl()}/`);
  await page.getByLabel('Email').fill(users.manager);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter the OTP code to login to the system')).toBeVisible();
  await codeMailedTo(users.manager, 0);
  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /code/i }).first()).toBeVisible();
  await expect(page).toHaveURL(`${consoleUrl()}/`);
});

test('signing in needs an e-mail and a code', async ({ page }) => {
  await page.goto(`${consoleUrl()}/`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/enter your email/i).last()).toBeVisible();
});
