// Independent delivery: ops publish, switch, roll back and inspect a remote's versions per environment, without
// rebuilding the host; the host falls back when a version breaks; a developer can override one remote.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DeliverySandbox, deliverySandbox, serveSandbox } from '../delivery-kit';
import { expect, type Page, test } from '../fixtures';
import { apiUrl, openAs, users } from '../support';

test.describe.configure({ mode: 'serial' });

let sandbox: DeliverySandbox;
let site: { url: string; close: () => Promise<void> };
const remote = 'mfe-condo-admin';
const areaVersion = (page: Page) => page.locator(`.area-release[data-area="${remote}"]`);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sandbox = deliverySandbox();
  site = await serveSandbox(sandbox, apiUrl());
  const published = sandbox.cli('publish', remote, '--version', '0.2.0');
  expect(published.output).toContain(`Published ${remote}@0.2.0`);
});

test.afterAll(async () => {
  await site?.close();
  await sandbox?.cleanup();
});

test('use switches what browsers load, rollback restores it, history lists both', async ({ page }) => {
  await openAs(page, users.manager, '/condos', site.url);
  await expect(areaVersion(page)).toHaveText(`${remote} 0.1.0`);

  expect(sandbox.cli('use', sandbox.env, remote, '0.2.0').output).toContain(`${remote} 0.1.0 → 0.2.0`);
  await page.reload();
  await expect(areaVersion(page)).toHaveText(`${remote} 0.2.0`);
  await expect(page.getByText('1-1 of 1 results')).toBeVisible();

  expect(sandbox.cli('rollback', sandbox.env, remote).output).toContain('rolled back 0.2.0 → 0.1.0');
  await page.reload();
  await expect(areaVersion(page)).toHaveText(`${remote} 0.1.0`);

  const history = sandbox.cli('history', sandbox.env).output;
  expect(history).toMatch(/e2e ops\s+use\s+mfe-condo-admin\s+0\.1\.0\s+0\.2\.0/);
  expect(history).toMatch(/e2e ops\s+rollback\s+mfe-condo-admin\s+0\.2\.0\s+0\.1\.0/);
  expect(sandbox.cli('status', sandbox.env).output).toMatch(/mfe-condo-admin\s+0\.1\.0\s+0\.2\.0/);
});

test('use refuses a version whose shared singletons the host cannot satisfy', () => {
  const incompatible = join(sandbox.registryDir, remote, '0.3.0');
  cpSync(join(sandbox.registryDir, remote, '0.2.0'), incompatible, { recursive: true });
  const manifestFile = join(incompatible, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^18.3.1';
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const refused = sandbox.cli('use', sandbox.env, remote, '0.3.0');
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(`${remote}@0.3.0 needs react ^18.3.1, but the host provides react 19.3.1.`);
  expect(sandbox.cli('status', sandbox.env).output).toMatch(/mfe-condo-admin\s+0\.1\.0/);
});

test('a broken version falls back to the previous one and says so', async ({ page }) => {
  const broken = join(sandbox.registryDir, remote, '0.4.0');
  cpSync(join(sandbox.registryDir, remote, '0.2.0'), broken, { recursive: true });
  rmSync(join(broken, 'remoteEntry.js'));
  expect(sandbox.cli('use', sandbox.env, remote, '0.4.0').ok).toBe(true);

  await openAs(page, users.manager, '/condos', site.url);
  await expect(page.getByText(`${remote} is running its previous version 0.1.0`)).toBeVisible({ timeout: 20_000 });
  await expect(areaVersion(page)).toHaveText(`${remote} 0.1.0`);
  await expect(page.getByText('1-1 of 1 results')).toBeVisible();
});

test('a developer override loads one remote from another URL in this browser only, with a banner', async ({ page }) => {
  const overrideUrl = `${site.url}/registry/${remote}/0.2.0/mf-manifest.json`;
  await openAs(page, users.manager, `/condos?override=${remote}=${encodeURIComponent(overrideUrl)}`, site.url);
  await expect(page.getByText('Developer override active in this browser')).toBeVisible();
  await expect(areaVersion(page)).toHaveText(`${remote} 0.2.0`);
  await expect(page).not.toHaveURL(/override=/);

  await page.getByRole('button', { name: 'Reset overrides' }).click();
  await expect(page.getByText('Developer override active in this browser')).toHaveCount(0);
  await expect(page.getByText(`${remote} is running its previous version 0.1.0`)).toBeVisible({ timeout: 20_000 });
});

test('an override to an origin the environment does not allow is refused', async ({ page }) => {
  await openAs(
    page,
    users.manager,
    `/condos?override=${remote}=${encodeURIComponent('https://evil.example/mf-manifest.json')}`,
    site.url,
  );
  await expect(page.getByText('https://evil.example is not an allowed override origin in "delivery".')).toBeVisible();
  await expect(page.getByText('Developer override active in this browser')).toHaveCount(0);
});
