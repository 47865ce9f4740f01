import { startSimulator } from '../../../api/src/simulator/simulator';
import { expect, test } from '../../fixtures';
import { apiUrl, runTimersNow } from '../../support';
import { CONDO, openDevices, rowOf } from './devices-support';

test('the device simulator moves a silent vizitin from working to lost_connectivity on screen', async ({ page }) => {
  // The silent demo device has a 1-minute timeout: it works, goes quiet, and the list shows it lost.
  test.setTimeout(180_000);
  await page.clock.install();
  // One heartbeat, then silence.
  const simulator = startSimulator({
    apiUrl: apiUrl(),
    condo: CONDO,
    intervalMs: 2_000,
    silentAfterMs: 1_000,
    devices: ['Side Gate Intercom'],
    log: () => {},
  });
  try {
    await openDevices(page, 'vizitin');
    const row = rowOf(page, 'Side Gate Intercom');
    await expect(row.getByText('Working')).toBeVisible({ timeout: 30_000 });
    // No reload: the list refreshes itself every 10 s. The minute passes on the server's clock; the page's is moved on
    // by 10 s a second, so the list asks again (its own timer) within a second of the device being lost.
    await expect(async () => {
      await runTimersNow(page, 10_000);
      await expect(row.getByText('Lost Connectivity')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 120_000 });
  } finally {
    simulator.stop();
  }
});
