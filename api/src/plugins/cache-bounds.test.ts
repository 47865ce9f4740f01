// Every cache of the API has a size bound (issue #25; lru-cache evicts the least recently used): the caller and
// condo-page cache, and the verified access tokens. No database: these run in milliseconds.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createEphemeralKeys } from '../auth/keys';
import { TokenService } from '../auth/tokens';
import { CallerCache } from './caller-cache';

describe('CallerCache', () => {
  test('keeps at most its bound of entries, evicting the least recently used', async () => {
    const cache = new CallerCache<number>(60_000, () => new Date(), 2);
    cache.setListening(true);
    let loads = 0;
    const load = (value: number) => async () => {
      loads++;
      return value;
    };
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    assert.equal(await cache.get('a', load(-1)), 1, 'a is served from the cache');
    await cache.get('c', load(3));
    assert.equal(cache.size, 2);
    assert.equal(await cache.get('a', load(-1)), 1, 'a, used last, stayed');
    assert.equal(await cache.get('b', load(20)), 20, 'b, the least recently used, was evicted');
    for (let i = 0; i < 100; i++) await cache.get(`user-${i}`, load(i));
    assert.equal(cache.size, 2);
    assert.equal(loads, 104);
  });
});

describe('TokenService', () => {
  test('keeps at most maxVerifiedTokens verified tokens', async () => {
    const keys = await createEphemeralKeys();
    const tokens = new TokenService({ ...keys, accessTtlSeconds: 3600, now: () => new Date(), maxVerifiedTokens: 5 });
    for (let id = 1; id <= 20; id++) {
      const token = await tokens.issueAccess({ id, email: `user${id}@example.com` });
      assert.equal((await tokens.verifyAccess(token)).userId, id);
      assert.ok(tokens.verifiedTokensHeld <= 5);
    }
    assert.equal(tokens.verifiedTokensHeld, 5);
  });
});
