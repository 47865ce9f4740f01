// A card's figure links to the list of its rows: the URL comes from the route table's path of the declared screen.
import { analyticsCards, cardOfLink } from './cards';
import { cardListLink } from './listLink';

const PATHS = { callLogs: '/condos/:id/call-logs', outbox: '/condos/:id/out-box' };
const RANGE = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' };
const card = (link: string) => {
  const found = cardOfLink(link);
  if (!found) throw new Error(`no card ${link}`);
  return found;
};
const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://console').searchParams);

test('IVR and video call counts open the call log of the same range, filtered to that call type', () => {
  const ivr = cardListLink(card('ivr-call-count'), 'marina-bay', RANGE, PATHS);
  expect(ivr?.href.split('?')[0]).toBe('/condos/marina-bay/call-logs');
  expect(queryOf(ivr?.href ?? '')).toEqual({ from: RANGE.from, to: RANGE.to, call_type: 'ivr' });
  expect(ivr?.label).toBe('calls in the call log');
  const video = cardListLink(card('video-call-count'), 'marina-bay', RANGE, PATHS);
  expect(queryOf(video?.href ?? '')).toEqual({ from: RANGE.from, to: RANGE.to, call_type: 'video_call' });
});

test('rejected video calls open the video calls the call log labels Denied (success + declined)', () => {
  const link = cardListLink(card('most-video-call-reject-count'), 'marina-bay', RANGE, PATHS);
  expect(queryOf(link?.href ?? '')).toEqual({
    from: RANGE.from,
    to: RANGE.to,
    call_type: 'video_call',
    resident_status: 'Denied',
  });
});

test('the link follows the path the host routes, and the condo alias is encoded into it', () => {
  const moved = { callLogs: '/sites/:id/calls' };
  const link = cardListLink(card('ivr-call-count'), 'tower a/1', RANGE, moved);
  expect(link?.href.split('?')[0]).toBe('/sites/tower%20a%2F1/calls');
});

test('no link when the host routes no such screen (an older host), or the card has no list', () => {
  expect(cardListLink(card('ivr-call-count'), 'marina-bay', RANGE, {})).toBeNull();
  expect(cardListLink(card('most-sms-count'), 'marina-bay', RANGE, PATHS)).toBeNull();
});

test('only the three call cards declare a list (docs/analytics.md says why the others do not)', () => {
  expect(analyticsCards.filter((each) => each.list).map((each) => each.name)).toEqual([
    'Ivr Call Count',
    'Video Call Count',
    'Most Video Call Reject Count',
  ]);
});
