import { expect, test } from '../../fixtures';
import { openWithSession, signInAccount, users } from '../../support';
import { apiAs, CONDO, createUser, roleGroupId, toast, uniqueEmail, uniqueName } from './identity-support';

test('a user whose role was cut while they worked loses the screen and its menu item, and stays signed in', async ({
  page,
}) => {
  const email = uniqueEmail('demoted');
  const id = await createUser(uniqueName('Omar'), email, 'Condo Manager');
  await openWithSession(page, email, await signInAccount(email), `/condos/${CONDO}/users`);
  await expect(page.getByRole('heading', { name: 'Users & Bots', level: 1 })).toBeVisible();
  const menu = page.getByRole('complementary', { name: 'Condo menu' });
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();

  // An administrator makes them a Viewer, who may not list the condo's users.
  await apiAs(users.admin, 'PUT', `/api/v1/users/${id}`, { users: { role_group_id: await roleGroupId('Viewer') } });

  // Their next call is refused: the console fetches their map again instead of logging them out.
  await page.getByRole('button', { name: 'Reload Users' }).click();
  await expect(toast(page, 'You do not have permission to index api/v1/users')).toBeVisible(); // the server's 403
  await expect(toast(page, 'You do not have access to Users.')).toBeVisible(); // the guard, with the new map
  await expect(page).toHaveURL(new RegExp(`/condos/${CONDO}/details$`));
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Details', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(true);
});
