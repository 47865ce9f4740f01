import { carryCallsWith, getCurrentCondo } from '@condo/shared';
import { parking } from '../kinds/fixtures';
import type { ServerCall } from './contract';
import { reportServer } from './index';

const range = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-22T23:59:59.999Z' };

/** The API's answers to the Smart Parking report's calls, by path. */
const answers: Record<string, unknown> = {
  '/tenants/marina-bay/condos/marina-bay': {
    data: { name: 'Marina Bay Residences', logo_url: 'https://cdn.example/logo.png' },
  },
  '/tenants/marina-bay/api/v1/vehicle_entries/tiles': { data: parking.tiles },
  '/tenants/marina-bay/api/v1/vehicle_entries/type_of_entries': { data: parking.vehicleTypes },
  '/tenants/marina-bay/api/v1/visits/visitor_types': { data: parking.visitorTypes },
};

function recordingCall() {
  const calls: ServerCall[] = [];
  const call = async (request: ServerCall) => {
    calls.push(request);
    const answer = answers[request.url.split('?')[0] ?? ''];
    if (!answer) throw new Error(`unexpected call ${request.url}`);
    return answer;
  };
  return { calls, call };
}

describe('the reports area drawing a user report on the server', () => {
  it('loads the kind through the given carrier and draws the page’s report with charts as SVG', async () => {
    const { calls, call } = recordingCall();
    const drawn = await reportServer.drawReport({ type: 'lnpr_vms', condo: 'marina-bay', range, call });

    expect(drawn.title).toBe('Smart Parking Alert System (LNPR VMS)');
    expect(drawn.condoName).toBe('Marina Bay Residences');
    expect(drawn.html).toMatch(/^<!doctype html>/);
    expect(drawn.html).toContain('Smart Parking Alert System');
    expect(drawn.html).toContain('Visitor Vehicles In');
    expect(drawn.html).toContain('every 3000 sheets of paper cost a tree');
    expect(drawn.html.match(/<svg/g)?.length).toBe(4);
    // The renderer fetches nothing, so a remote logo is left out rather than drawn broken.
    expect(drawn.html).not.toContain('cdn.example');
    expect(calls.map((request) => request.url)).toContainEqual(
      expect.stringMatching(/^\/tenants\/marina-bay\/api\/v1\/vehicle_entries\/tiles\?from_time=2026-11-16/),
    );
  });

  it('leaves no carrier or condo behind, even when a call is refused', async () => {
    const refused = async () => {
      throw new Error('You do not have permission');
    };
    await expect(
      reportServer.drawReport({ type: 'lnpr_vms', condo: 'marina-bay', range, call: refused }),
    ).rejects.toThrow('You do not have permission');
    expect(getCurrentCondo()).toBeNull();
    carryCallsWith(null);
  });

  it('refuses a type that is not a report kind', async () => {
    const { call } = recordingCall();
    await expect(reportServer.drawReport({ type: 'unknown', condo: 'marina-bay', range, call })).rejects.toThrow(
      'No report available for the selected type',
    );
  });
});
