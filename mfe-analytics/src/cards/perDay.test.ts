import { countEachDay, everyDayOf, MAX_DAYS, utcDaysOf } from './perDay';

test('a range is cut at UTC midnights, its first and last day clipped to its ends, each day ending 1 ms early', () => {
  const days = utcDaysOf({ from: '2026-11-01T16:00:00.000Z', to: '2026-11-03T15:59:59.999Z' });
  expect(days).toEqual([
    { date: '2026-11-01', from: '2026-11-01T16:00:00.000Z', to: '2026-11-01T23:59:59.999Z' },
    { date: '2026-11-02', from: '2026-11-02T00:00:00.000Z', to: '2026-11-02T23:59:59.999Z' },
    { date: '2026-11-03', from: '2026-11-03T00:00:00.000Z', to: '2026-11-03T15:59:59.999Z' },
  ]);
});

test('a whole UTC month is its days; a range the API refuses (over 30 days) or backwards has none', () => {
  expect(utcDaysOf({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-31T23:59:59.999Z' })).toHaveLength(MAX_DAYS);
  expect(utcDaysOf({ from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' })).toEqual([]);
  expect(utcDaysOf({ from: '2026-11-02T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' })).toEqual([]);
});

test('every day of the range, 0 where the answer has none', () => {
  const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-03T23:59:59.999Z' };
  expect(everyDayOf(range, [{ date: '2026-11-02', count: 4 }])).toEqual([
    { date: '2026-11-01', count: 0 },
    { date: '2026-11-02', count: 4 },
    { date: '2026-11-03', count: 0 },
  ]);
});

test('each day is asked once, a few at a time, and the counts come back in date order', async () => {
  const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-10T12:00:00.000Z' };
  let running = 0;
  let most = 0;
  const asked: string[] = [];
  const counts = await countEachDay(range, async (day) => {
    asked.push(day.date);
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 10 - Number(day.date.slice(-2))));
    running -= 1;
    return Number(day.date.slice(-2));
  });
  expect(counts.map((day) => day.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(new Set(asked).size).toBe(10);
  expect(most).toBeLessThanOrEqual(4);
});

test('one failed day fails the line and asks no further days', async () => {
  const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' };
  const asked: string[] = [];
  await expect(
    countEachDay(range, async (day) => {
      asked.push(day.date);
      if (day.date === '2026-11-02') throw new Error('boom');
      return 1;
    }),
  ).rejects.toThrow('boom');
  expect(asked.length).toBeLessThan(30);
});
