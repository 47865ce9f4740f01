// The analytics cards' API calls (spec part 3 §7 "Analytics", and the alert group lookup two cards make first), as
// the browser timed them: Resource Timing entries of the page.

const CARD_PATHS = [
  'visitors/most_visited_visitors',
  'visits/most_visited_unit',
  'invites/most_invited_units',
  'alerts/\\d+/most_alert_vehicles',
  'vehicle_entries/traffic_details',
  'resident_entries/entry_data',
  'alerts/alert_report_data',
  'call_logs/overall_call_count',
  'vehicle_entries/non_resident_vehicle',
  'visits/most_vms_entry',
  'resident_entries/most_intercom_entry',
  'vehicle_entries/most_unregistered_vehicle',
  'outboxes/count',
  'vehicle_entries/no_of_unreg_entry',
  'call_logs/video_call_report',
  'alerts/most_alert_from_cam',
  'alert_groups',
];

/** The call's path, from `/api/v1/` on, without the query. */
export const CARD_CALL = new RegExp(`/api/v1/(${CARD_PATHS.join('|')})(?=\\?|$)`);

/**
 * The card calls the page started at or after `since` (ms since its navigation): duration is the browser's whole
 * wait (queueing for a connection included), server the time from the request sent to its first byte.
 */
export async function cardCallTimings(page, since = 0) {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      duration: entry.duration,
      server: entry.responseStart - entry.requestStart,
    })),
  );
  return entries
    .filter((entry) => entry.start >= since && CARD_CALL.test(new URL(entry.url).pathname))
    .map((entry) => ({ ...entry, url: `${new URL(entry.url).pathname}${new URL(entry.url).search}` }));
}

export const slowest = (calls) =>
  calls.reduce((worst, call) => (call.duration > worst.duration ? call : worst), { duration: 0, server: 0, url: '-' });
