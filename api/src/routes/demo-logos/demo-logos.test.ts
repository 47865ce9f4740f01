// The demo condos' logos: addresses (as a real condo's are), the files the API draws for them, in both contract
// profiles, and none where there is no demo data (production).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { condos } from '../../db/schema';
import { attachApp, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

/** What the browser asks for: the logo_url's path as the console's gateway hands it to the API. */
const throughGateway = (logoUrl: string) => logoUrl.replace(/^\/gateway/, '');

test('every demo condo’s logo_url is a picture the API serves, with the condo’s initials', async () => {
  const rows = await t.database.db.select({ name: condos.name, logoUrl: condos.logoUrl }).from(condos);
  assert.ok(rows.length >= 28);
  for (const { name, logoUrl } of rows) {
    assert.match(logoUrl, /^\/gateway\/demo_logos\/[A-Z]{1,3}_[0-9A-F]{6}\.svg$/, name);
    const response = await t.app.inject({ url: throughGateway(logoUrl) });
    assert.equal(response.statusCode, 200, logoUrl);
    assert.equal(response.headers['content-type'], 'image/svg+xml');
    assert.match(String(response.headers['cache-control']), /immutable/);
    const initials = name
      .split(' ')
      .slice(0, 2)
      .map((word) => word[0])
      .join('');
    assert.match(response.body, new RegExp(`^<svg [^>]*>.*>${initials}</text></svg>$`));
  }
});

test('any other file name is not found, and nothing of the name is drawn but its checked initials and colour', async () => {
  for (const file of [
    'MB_0F766E.png',
    'mb_0F766E.svg',
    'ABCD_0F766E.svg',
    'MB_0F766.svg',
    'M%3Cscript%3E_000000.svg',
  ]) {
    const response = await t.app.inject({ url: `/demo_logos/${file}` });
    assert.equal(response.statusCode, 404, file);
    assert.match(String(response.headers['content-type']), /json/);
  }
});

test('an addition: absent in the spec profile, and without demo data', async () => {
  const spec = await attachApp(t, { contract: 'spec' });
  const production = await attachApp(t, { demoLogos: false });
  try {
    assert.equal((await spec.app.inject({ url: '/demo_logos/MB_0F766E.svg' })).statusCode, 404);
    assert.equal((await production.app.inject({ url: '/demo_logos/MB_0F766E.svg' })).statusCode, 404);
  } finally {
    await spec.app.close();
    await production.app.close();
  }
});
