// What the identity end-to-end tests share: opening the screens, setting a scene through the API as a demo user,
// and axe on an open dialog.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiUrl, openAs, sessionOf, users } from '../../support';

export { choose, closeOptions, dialog, dialogSettled, rowOf, toast, uniqueName } from '../messaging/messaging-support';

export const CONDO = 'marina-bay';

/** A lower-case address no other test or run uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@e2e.test`;

export async function openUsersAndBots(page: Page, email = users.admin, tab: 'users' | 'bots' = 'users') {
  await openAs(page, email, `/condos/${CONDO}/users${tab === 'bots' ? '?tab=bots' : ''}`);
  await expect(page.getByRole('heading', { name: 'Users & Bots', level: 1 })).toBeVisible();
}

/** Calls the API as a demo user (the session global setup made): a per-condo path starts with /api/v1. */
export async function apiAs<T = unknown>(email: string, method: string, path: string, body?: unknown) {
  const url = path.startsWith('/api/') ? `${apiUrl()}/tenants/${CONDO}${path}` : `${apiUrl()}${path}`;
  const response = await fetch(url, {
    method,
    headers: {
      Authorization: `JWT ${sessionOf(email).token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as { data: T; message?: string; total_entries?: number };
}

/** The id of a user role group of the condo by name. */
export async function roleGroupId(name: string) {
  const groups = await apiAs<{ id: number; name: string }[]>(
    users.admin,
    'GET',
    '/api/v1/role_groups?type=UserRoleGroup',
  );
  const group = groups.data.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no user role group ${name}`);
  return group.id;
}

/** A person of the condo made through the API as the super admin. */
export async function createUser(first: string, email: string, role = 'User') {
  const created = await apiAs<{ id: number }>(users.admin, 'POST', '/api/v1/users', {
    users: { first_name: first, last_name: 'E2e', email, role_group_id: await roleGroupId(role), phone: '81234567' },
  });
  return created.data.id;
}

/** Searches a list by its search box (the lists hold hundreds of people; a new one is found by name). */
export async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

/** The visible options of an open antd select, in order. */
export async function openOptions(page: Page, select: Locator) {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  let titles: (string | null)[] = [];
  // The titles are read inside the retry: under load the list can close again between showing and being read.
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await expect(options.first()).toBeVisible({ timeout: 2_000 });
    titles = await options.evaluateAll((items) => items.map((item) => item.getAttribute('title')));
    expect(titles.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  return titles;
}
