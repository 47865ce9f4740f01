import { bus, notify, type Toast } from './bus';

it('publishes toasts with their level and increasing ids', () => {
  const seen: Toast[] = [];
  const subscription = bus.toast$.subscribe((toast) => seen.push(toast));
  notify.success('Saved');
  notify.warning('Careful');
  notify.error('Broken');
  subscription.unsubscribe();
  expect(seen.map(({ level, text }) => [level, text])).toEqual([
    ['success', 'Saved'],
    ['warning', 'Careful'],
    ['error', 'Broken'],
  ]);
  const ids = seen.map((toast) => toast.id);
  expect(ids[0]).toBeLessThan(ids[1] ?? 0);
  expect(ids[1]).toBeLessThan(ids[2] ?? 0);
});

it('starts with no date range, no search text and no condo', () => {
  expect([bus.dateRange$.value, bus.search$.value, bus.currentCondo$.value]).toEqual([null, '', null]);
});
