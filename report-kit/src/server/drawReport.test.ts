import { getCurrentCondo } from '@condo/shared';
import { parking } from '../kinds/fixtures';
import type { ServerCall } from './contract';
import { drawReport } from './index';

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
    const drawn = await drawReport({ type: 'lnpr_vms', condo: 'marina-bay', range, call });

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

  it('draws the logo the caller inlines, and none when it cannot', async () => {
    const { call } = recordingCall();
    const inlined = 'data:image/svg+xml;base64,PHN2Zy8+';
    const inlineLogo = jest.fn(async (url: string) => (url === 'https://cdn.example/logo.png' ? inlined : undefined));
    const drawn = await drawReport({ type: 'lnpr_vms', condo: 'marina-bay', range, call, inlineLogo });
    expect(inlineLogo).toHaveBeenCalledWith('https://cdn.example/logo.png');
    expect(drawn.html).toContain(`<img src="${inlined}" alt="Marina Bay Residences logo"/>`);

    const without = await drawReport({
      type: 'lnpr_vms',
      condo: 'marina-bay',
      range,
      call,
      inlineLogo: async () => undefined,
    });
    expect(without.html).not.toContain('<img');
  });

  it('leaves no condo behind, even when a call is refused', async () => {
    const refused = async () => {
      throw new Error('You do not have permission');
    };
    await expect(drawReport({ type: 'lnpr_vms', condo: 'marina-bay', range, call: refused })).rejects.toThrow(
      'You do not have permission',
    );
    expect(getCurrentCondo()).toBeNull();
  });

  it('draws two condos at the same time, each report with its own condo’s name and data', async () => {
    // Each condo answers with its own name and vehicle count, after a delay that interleaves the two draws' calls.
    const condos = {
      'marina-bay': { name: 'Marina Bay Residences', vehiclesIn: 120, delay: 20 },
      'hill-top': { name: 'Hill Top Gardens', vehiclesIn: 987, delay: 5 },
    };
    const seen: string[] = [];
    const callFor =
      (alias: keyof typeof condos) =>
      async ({ url }: ServerCall) => {
        const { name, vehiclesIn, delay } = condos[alias];
        seen.push(`${alias} ${url.split('?')[0]}`);
        await new Promise((resolve) => setTimeout(resolve, delay));
        const path = url.split('?')[0] ?? '';
        if (path === `/tenants/${alias}/condos/${alias}`) return { data: { name } };
        if (path.endsWith('/vehicle_entries/tiles')) {
          return { data: { ...parking.tiles, vehicles_in: { count: vehiclesIn } } };
        }
        const answer = answers[path.replace(`/tenants/${alias}/`, '/tenants/marina-bay/')];
        if (!answer) throw new Error(`unexpected call ${url}`);
        return answer;
      };
    const [marina, hill] = await Promise.all([
      drawReport({ type: 'lnpr_vms', condo: 'marina-bay', range, call: callFor('marina-bay') }),
      drawReport({ type: 'lnpr_vms', condo: 'hill-top', range, call: callFor('hill-top') }),
    ]);

    expect(marina.condoName).toBe('Marina Bay Residences');
    expect(hill.condoName).toBe('Hill Top Gardens');
    expect(marina.html).toContain('Marina Bay Residences');
    expect(marina.html).not.toContain('Hill Top Gardens');
    expect(hill.html).toContain('Hill Top Gardens');
    expect(hill.html).not.toContain('Marina Bay Residences');
    expect(marina.html).toMatch(/>120</);
    expect(marina.html).not.toMatch(/>987</);
    expect(hill.html).toMatch(/>987</);
    // The draws did run together: the second condo's first call came before the first condo's last one.
    const firstHill = seen.findIndex((entry) => entry.startsWith('hill-top'));
    const lastMarina = seen.findLastIndex((entry) => entry.startsWith('marina-bay'));
    expect(firstHill).toBeLessThan(lastMarina);
    // Each draw's calls addressed its own condo only.
    for (const entry of seen) {
      const [alias, path] = entry.split(' ');
      expect(path).toMatch(new RegExp(`^/tenants/${alias}/`));
    }
  });

  it('refuses a type that is not a report kind', async () => {
    const { call } = recordingCall();
    await expect(drawReport({ type: 'unknown', condo: 'marina-bay', range, call })).rejects.toThrow(
      'No report available for the selected type',
    );
  });
});
