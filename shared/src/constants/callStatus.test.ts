import { CALL_FILTER_MAPPING, callBadgeColor, callDisplay, callFilterQuery } from './callStatus';
import { COLORS } from './colors';

describe('call status (spec part 2 §4)', () => {
  test.each([
    ['busy', 'accepted', 'Answered', 'Accepted'],
    ['busy', 'requested', 'Forwarded', 'Denied'],
    ['busy', null, 'Forwarded', 'Denied'],
    ['canceled', null, 'Declined', 'Denied'],
    ['declined', 'declined', 'Declined', 'Denied'],
    ['forwarded', null, 'Forwarded', 'Denied'],
    ['failed', 'declined', 'Declined', 'Denied'],
    ['failed', 'requested', 'Declined', 'Denied'],
    ['failed', null, 'Forwarded', 'Denied'],
    ['failed', 'accepted', 'Forwarded', 'Denied'],
    ['answered', 'accepted', 'Answered', 'Accepted'],
    ['answered', null, 'Answered', 'Denied'],
    ['success', 'accepted', 'Answered', 'Accepted'],
    ['success', 'declined', 'Answered', 'Denied'],
    ['created', null, 'Busy', 'Denied'],
  ])('%s with gate_open %s reads %s / %s', (status, gate, shown, resident) => {
    expect(callDisplay(status, gate)).toEqual({ status: shown, residentStatus: resident });
  });

  test.each([
    ['Answered', ['answered', 'success'], []],
    ['Forwarded', ['busy', 'forwarded', 'failed'], ['requested']],
    ['Busy', ['created'], []],
    ['Declined', ['canceled', 'failed'], ['declined', 'requested']],
    ['Accepted', ['busy'], ['accepted']],
    ['Denied', ['success'], ['declined']],
  ])('the filter %s sends status[] %j and gate_open[] %j', (label, status, gateOpen) => {
    expect(callFilterQuery([label])).toEqual({ status, gate_open: gateOpen });
    expect(CALL_FILTER_MAPPING[label as keyof typeof CALL_FILTER_MAPPING]).toEqual({ status, gate_open: gateOpen });
  });

  test('several labels send the union of their values, each once, in a fixed order; unknown labels add nothing', () => {
    expect(callFilterQuery(['Busy', 'Answered', 'Accepted', 'Nope'])).toEqual({
      status: ['created', 'busy', 'answered', 'success'],
      gate_open: ['accepted'],
    });
    expect(callFilterQuery([])).toEqual({ status: [], gate_open: [] });
  });

  test('every status a filter label sends shows, for some gate_open, as that label', () => {
    for (const [label, mapping] of Object.entries(CALL_FILTER_MAPPING)) {
      for (const status of mapping.status) {
        const shown = [null, ...['accepted', 'declined', 'requested']].map((gate) => callDisplay(status, gate));
        expect(shown.some((display) => display.status === label || display.residentStatus === label)).toBe(true);
      }
    }
  });

  test('badge colours: Accepted and Answered olive, Forwarded light blue, Declined and Denied red, others grey', () => {
    expect(callBadgeColor('Answered')).toBe(COLORS.olive);
    expect(callBadgeColor('Accepted')).toBe(COLORS.olive);
    expect(callBadgeColor('Forwarded')).toBe(COLORS.lightBlue);
    expect(callBadgeColor('Declined')).toBe(COLORS.red);
    expect(callBadgeColor('Denied')).toBe(COLORS.red);
    expect(callBadgeColor('Busy')).toBe(COLORS.grey);
  });
});
