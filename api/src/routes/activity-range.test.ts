import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HttpError } from '../plugins/http-errors';
import { pageOf, rangeOf } from './activity-range';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const refused = (fn: () => unknown, message: RegExp) =>
  assert.throws(
    fn,
    (error: unknown) => error instanceof HttpError && error.statusCode === 422 && message.test(error.message),
  );

describe('the activity date range', () => {
  test('defaults to the last 7 days up to now', () => {
    const range = rangeOf({}, NOW);
    assert.equal(range.from.toISOString(), '2026-11-17T00:00:00.000Z');
    assert.equal(range.to.toISOString(), NOW.toISOString());
  });

  test('takes either spelling, from_time first', () => {
    const range = rangeOf({ fromTime: '2026-11-01T00:00:00Z', to_time: '2026-11-02T00:00:00Z' }, NOW);
    assert.equal(range.from.toISOString(), '2026-11-01T00:00:00.000Z');
    assert.equal(range.to.toISOString(), '2026-11-02T00:00:00.000Z');
  });

  test('a week periodical allows Monday 00:00 to Sunday 23:59, not a day more', () => {
    assert.doesNotThrow(() =>
      rangeOf({ from_time: '2026-11-16T00:00:00Z', to_time: '2026-11-22T23:59:59Z', date_type: 'week' }, NOW),
    );
    refused(
      () => rangeOf({ from_time: '2026-11-16T00:00:00Z', to_time: '2026-11-23T00:00:00Z', date_type: 'week' }, NOW),
      /weekly range may not exceed 6 days/,
    );
  });

  test('other ranges allow a 31-day month, not 32 days', () => {
    assert.doesNotThrow(() => rangeOf({ from_time: '2026-10-01T00:00:00Z', to_time: '2026-10-31T23:59:59Z' }, NOW));
    refused(
      () => rangeOf({ from_time: '2026-10-01T00:00:00Z', to_time: '2026-11-01T00:00:00Z' }, NOW),
      /may not exceed 30 days/,
    );
  });

  test('refuses a reversed range and a date that is not one', () => {
    refused(() => rangeOf({ from_time: '2026-11-02T00:00:00Z', to_time: '2026-11-01T00:00:00Z' }, NOW), /before/);
    refused(() => rangeOf({ from_time: 'yesterday' }, NOW), /from_time is not a valid date/);
  });

  test('pages default to 50 per page under either spelling', () => {
    assert.deepEqual(pageOf({}), { page: 1, perPage: 50, limit: 50, offset: 0 });
    assert.deepEqual(pageOf({ page: 3, perPage: 100 }), { page: 3, perPage: 100, limit: 100, offset: 200 });
  });
});
