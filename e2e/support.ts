// What the end-to-end tests share: the running stack and signing in as a person does (reading the mailed code
// where the README says it is: the API's console and <data folder>/mailbox.log).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

import { STACK_FILE, type StackInfo } from './stack-file';

let stackInfo: StackInfo | undefined;
function stack(): StackInfo {
  stackInfo ??= JSON.parse(readFileSync(STACK_FILE, 'utf8')) as StackInfo;
  return stackInfo;
}

export const consoleUrl = () => stack().url;
export const brokenConsoleUrl = () => stack().brokenUrl;

function mailboxLines() {
  try {
    return readFileSync(join(stack().dataDir, 'mailbox.log'), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** The newest sign-in code mailed to this address after `sentAfterLine` lines of the mailbox. */
export async function codeMailedTo(email: string, sentAfterLine: number) {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = mailboxLines()
        .slice(sentAfterLine)
        .filter((line) => line.includes(`to=${email}`));
      code = /code=(\d{6})/.exec(lines.at(-1) ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export async function signIn(page: Page, email: string, baseUrl = consoleUrl()) {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  const before = mailboxLines().length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter the OTP code to login to the system')).toBeVisible();
  await page.getByLabel('OTP').fill(await codeMailedTo(email, before));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/condos$/);
}

export const users = {
  admin: 'admin@demo.condo',
  manager: 'manager@demo.condo',
  viewer: 'viewer@demo.condo',
};
