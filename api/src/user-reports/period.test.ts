import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reportPeriod } from './period';

const iso = ({ from, to }: { from: Date; to: Date }) => ({ from: from.toISOString(), to: to.toISOString() });

describe('the days a scheduled user report covers', () => {
  it('is last Monday to Sunday for a weekly Monday 08:00 run, in the condo time zone', () => {
    // Monday 23 November 2026, 08:00 in Singapore (UTC+8).
    const period = reportPeriod('0 8 * * 1', 'Asia/Singapore', new Date('2026-11-23T00:00:00Z'));
    assert.deepEqual(iso(period), { from: '2026-11-15T16:00:00.000Z', to: '2026-11-22T15:59:59.999Z' });
  });

  it('is yesterday for a daily run and for one that fires more often', () => {
    const at = new Date('2026-11-25T00:30:00Z');
    const yesterday = { from: '2026-11-24T00:00:00.000Z', to: '2026-11-24T23:59:59.999Z' };
    assert.deepEqual(iso(reportPeriod('30 0 * * *', 'UTC', at)), yesterday);
    assert.deepEqual(iso(reportPeriod('*/5 * * * *', 'UTC', at)), yesterday);
  });

  it('is the month before for a run on the 1st', () => {
    const period = reportPeriod('0 6 1 * *', 'UTC', new Date('2026-03-01T06:00:00Z'));
    assert.deepEqual(iso(period), { from: '2026-02-01T00:00:00.000Z', to: '2026-02-28T23:59:59.999Z' });
  });
});
