import { expect, test } from '@playwright/test';
import { startSimulator } from '../../../api/src/simulator/simulator';
import { apiUrl } from '../../support';
import { CONDO, openDevices, rowOf } from './devices-support';

test('the device simulator moves a silent vizitin from working to lost_connectivity on screen', async ({ page }) => {
  // The silent demo device has a 1-minute timeout: it works, goes quiet, and the list shows it lost.
  test.setTimeout(180_000);
  const simulator = startSimulator({
    apiUrl: apiUrl(),
    condo: CONDO,
    intervalMs: 2_000,
    silentAfterMs: 5_000,
    devices: ['Side Gate Intercom'],
    log: () => {},
  });
  try {
    await openDevices(page, 'vizitin');
    const row = rowOf(page, 'Side Gate Intercom');
    await expect(row.getByText('Working')).toBeVisible({ timeout: 30_000 });
    // No reload: the list refreshes itself every 10 s.
    await expect(row.getByText('Lost Connectivity')).toBeVisible({ timeout: 120_000 });
  } finally {
    simulator.stop();
  }
});
