import { runStatusTag, statusDotColor } from '../constants/colors';
import { formatDateTime, formatRelative, formatShortDateTime } from './dates';
import { deviceStateLabel, truncate } from './format';

// Built from local parts, so the expectations hold in any time zone.
const moment = new Date(2025, 0, 2, 3, 4, 5);

describe('formatters', () => {
  it("formats dates as 'DD-MM-YYYY HH:mm:ss' and 'DD-MMM-YY HH:mm', '-' for none", () => {
    expect(formatDateTime(moment)).toBe('02-01-2025 03:04:05');
    expect(formatShortDateTime(moment.toISOString())).toBe('02-Jan-25 03:04');
    expect(formatDateTime(null)).toBe('-');
    expect(formatShortDateTime('not a date')).toBe('-');
  });

  it('gives relative time', () => {
    expect(formatRelative(new Date(2025, 0, 2, 3, 1, 5), moment)).toBe('3 minutes ago');
    expect(formatRelative(undefined)).toBe('-');
  });

  it('truncates with an ellipsis at the given length', () => {
    expect(truncate('a'.repeat(31), 30)).toBe(`${'a'.repeat(30)}...`);
    expect(truncate('short', 30)).toBe('short');
    expect(truncate(null, 30)).toBe('');
  });

  it("shows an active device's known state, else 'Created'", () => {
    expect(deviceStateLabel('active', 'lost_connectivity')).toBe('lost_connectivity');
    expect(deviceStateLabel('active', 'rebooting')).toBe('Created');
    expect(deviceStateLabel('active', null)).toBe('Created');
    expect(deviceStateLabel('inactive', 'working')).toBe('inactive');
  });
});

describe('status colours', () => {
  it('maps run statuses to tags', () => {
    expect(runStatusTag('running')).toEqual({ color: 'green', text: 'running' });
    expect(runStatusTag('paused')).toEqual({ color: 'default', text: 'No Match' });
  });

  it('maps status dots as the spec lists them', () => {
    expect(statusDotColor('Active')).toBe(statusDotColor(true));
    expect(statusDotColor('block')).toBe(statusDotColor('Inactive'));
    expect(statusDotColor('Disabled')).not.toBe(statusDotColor('block'));
    expect(statusDotColor('inactive')).toBe(statusDotColor('block'));
    expect(statusDotColor(false)).toBe(statusDotColor('block'));
  });
});
