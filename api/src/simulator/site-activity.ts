import { demoBotToken, demoMac } from '../seed/demo-devices';

/**
 * Makes a condo's day move as its devices would report it, one event per tick, through the devices' write routes
 * (routes/device-writes.ts) as the demo bots: vehicles in and out, visits checked in and later out, calls at a vizitin,
 * and now and then an overstay alert raised by the Alert Bot and resolved a few events later. It only talks HTTP;
 * the units come from GET /api/v1/units/list, the residents' plates from GET /api/v1/units/residents (or the list
 * below), the visitors from small deterministic lists.
 */
export interface SiteActivityOptions {
  apiUrl: string;
  condo: string;
  /** Between two events (default 20 s). */
  intervalMs?: number;
  log: (line: string) => void;
}

export interface SiteActivity {
  /** One event now (the timer calls it; tests may too). */
  tick(): Promise<void>;
  stop(): void;
}

/** Residents' cars when the API lists no registered plates (then they read as unregistered vehicles). */
export const SIMULATED_RESIDENT_PLATES = ['SMB1001A', 'SMB1002B', 'SMB1003C', 'SMB1004D', 'SMB1005E', 'SMB1006G'];
const VISITOR_NAMES = ['Aisha Rahman', 'Ben Lim', 'Chloe Ng', 'Daniel Goh', 'Elena Cruz', 'Farid Ismail', 'Grace Ho'];
const VISITOR_TYPES = ['Guest', 'Delivery', 'Contractor', 'Pickup/Drop'] as const;
const CALL_OUTCOMES = [
  { status: 'answered', gate_open: 'accepted' },
  { status: 'success', gate_open: 'accepted' },
  { status: 'busy', gate_open: null },
  { status: 'forwarded', gate_open: 'requested' },
  { status: 'declined', gate_open: 'declined' },
] as const;

/** The order events come in: over one cycle each kind happens at least once. */
const CYCLE = [
  'resident_in',
  'visit_in',
  'call',
  'resident_in',
  'alert',
  'resident_out',
  'visit_out',
  'call',
  'resolve',
  'visit_in',
] as const;
type EventKind = (typeof CYCLE)[number];

type Bot = 'lnpr' | 'alert' | 'vms' | 'vizitin';
interface OpenVisit {
  id: number;
  plate: string | null;
  name: string;
}

export function startSiteActivity(options: SiteActivityOptions): SiteActivity {
  const { apiUrl, condo, intervalMs = 20_000, log } = options;
  const mac = (device: string) => demoMac(condo, device);
  const inside = new Set<string>();
  const openVisits: OpenVisit[] = [];
  const raisedAlerts: number[] = [];
  let unitList: { id: number; unit: string }[] | null = null;
  let residentPlates: string[] | null = null;
  let step = 0;
  let serial = 0;

  async function call(bot: Bot, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) {
    const response = await fetch(new URL(`/tenants/${condo}${path}`, apiUrl), {
      method,
      headers: {
        authorization: `Token ${demoBotToken(condo, bot)}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
    return json.data as Record<string, unknown>;
  }

  async function units() {
    if (unitList?.length) return unitList;
    const blocks = (await call('vms', 'GET', '/api/v1/units/list')) as unknown as {
      block: string;
      floors: { floor: string; units: { id: number; unit: string }[] }[];
    }[];
    unitList = blocks.flatMap((block) => block.floors.flatMap((floor) => floor.units));
    // Residents' registered plates, from the first floors' residents (GET /api/v1/units/residents); the fixed list
    // when none are kept there.
    const floors = blocks.flatMap((block) => block.floors.map((floor) => ({ block: block.block, floor: floor.floor })));
    const plates: string[] = [];
    for (const { block, floor } of floors.slice(0, 4)) {
      const query = new URLSearchParams({ block, floor });
      const found = (await call('vms', 'GET', `/api/v1/units/residents?${query}`).catch(() => [])) as unknown as {
        residents: { vehicles: string[] }[];
      }[];
      plates.push(...found.flatMap((unit) => unit.residents.flatMap((resident) => resident.vehicles)));
    }
    residentPlates = plates.length ? plates.slice(0, 12) : SIMULATED_RESIDENT_PLATES;
    return unitList;
  }
  const pick = <T>(list: readonly T[]) => list[serial % list.length] as T;

  const events: Record<EventKind, () => Promise<string | null>> = {
    async resident_in() {
      await units();
      const plate = (residentPlates ?? SIMULATED_RESIDENT_PLATES).find((candidate) => !inside.has(candidate));
      if (!plate) return null;
      const entry = await call('lnpr', 'POST', '/api/v1/vehicle_entries', {
        vehicle_entry: {
          number_plate: plate,
          vehicle_type: 'car',
          lane: 'resident',
          mac_address: mac('Main Gate Entry'),
        },
      });
      inside.add(plate);
      return `vehicle ${plate} in (${entry.registered ? 'registered' : 'unregistered'} ${entry.entry_type})`;
    },
    async resident_out() {
      const [plate] = inside;
      if (!plate) return null;
      inside.delete(plate);
      await call('lnpr', 'PUT', '/api/v1/vehicle_entries/exit', {
        vehicle_entry: { number_plate: plate, mac_address: mac('Main Gate Exit') },
      });
      return `vehicle ${plate} out`;
    },
    async visit_in() {
      const unit = pick(await units());
      if (!unit) return null;
      const n = ++serial;
      const name = pick(VISITOR_NAMES);
      const plate = n % 3 === 0 ? null : `SV${String(4000 + (n % 500)).padStart(4, '0')}${'ABCDEGHJ'[n % 8]}`;
      const visit = await call('vms', 'POST', '/api/v1/visits', {
        visit: {
          visitor_name: name,
          visitor_phone: `+65 8${String(1_000_000 + (n % 50)).slice(-7)}`,
          visitor_type: VISITOR_TYPES[n % VISITOR_TYPES.length],
          unit_id: unit.id,
          purpose: 'Visit',
          mode_of_entry: 'kiosk',
          mac_address: mac('Lobby VMS'),
          ...(plate ? { number_plate: plate } : {}),
        },
      });
      openVisits.push({ id: visit.id as number, plate, name });
      if (plate) {
        await call('lnpr', 'POST', '/api/v1/vehicle_entries', {
          vehicle_entry: {
            number_plate: plate,
            vehicle_type: 'car',
            lane: 'visitor',
            mac_address: mac('Visitor Lane Entry'),
          },
        });
      }
      return `visit #${visit.id}: ${name} to ${unit.unit}${plate ? ` in ${plate}` : ' on foot'}`;
    },
    async visit_out() {
      const visit = openVisits.shift();
      if (!visit) return null;
      if (visit.plate) {
        await call('lnpr', 'PUT', '/api/v1/vehicle_entries/exit', {
          vehicle_entry: { number_plate: visit.plate, mac_address: mac('Visitor Lane Exit') },
        }).catch(() => undefined);
      }
      await call('vms', 'PUT', `/api/v1/visits/${visit.id}/checkout`);
      return `visit #${visit.id}: ${visit.name} checked out`;
    },
    async call() {
      const unit = pick(await units());
      const n = ++serial;
      const outcome = CALL_OUTCOMES[n % CALL_OUTCOMES.length] as (typeof CALL_OUTCOMES)[number];
      const type = n % 2 ? 'video_call' : 'ivr';
      const forwarded = outcome.status === 'forwarded';
      await call('vizitin', 'POST', '/api/v1/call_logs', {
        call_log: {
          ...outcome,
          call_type: type,
          unit_number: unit?.unit ?? '#01-01',
          mac_address: mac('Tower A Entrance'),
          forwarded_call: forwarded,
          forwarded_to: forwarded ? 'primary' : null,
          forwarded_reason: forwarded ? 'No answer at the unit' : null,
        },
      });
      return `${type} call to ${unit?.unit ?? '#01-01'}: ${outcome.status}`;
    },
    async alert() {
      const visit = openVisits[0];
      const alert = await call('alert', 'POST', '/api/v1/alerts', {
        alert: {
          alert_type: visit ? 'overstay_visitor' : 'overstay_vehicle',
          description: visit ? `${visit.name} stayed past the allowed time` : 'A vehicle stayed past the allowed time',
          mac_address: mac('Lobby Alert Cam'),
          ...(visit ? { visit_id: visit.id } : {}),
        },
      });
      raisedAlerts.push(alert.id as number);
      return `alert #${alert.id} raised: ${visit ? 'overstay visitor' : 'overstay vehicle'}`;
    },
    async resolve() {
      const id = raisedAlerts.shift();
      if (id === undefined) return null;
      await call('alert', 'PUT', `/api/v1/alerts/${id}/resolve`, { alert: { remarks: 'Checked by the guard' } });
      return `alert #${id} resolved`;
    },
  };

  let running = Promise.resolve();
  /** Events run one after another, even when a slow API makes a tick outlast the interval. */
  function tick() {
    running = running.then(async () => {
      const kind = CYCLE[step++ % CYCLE.length] as EventKind;
      try {
        const line = await events[kind]();
        if (line) log(line);
      } catch (error) {
        log(`${kind}: ${(error as Error).message}`);
      }
    });
    return running;
  }

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref?.();
  return { tick, stop: () => clearInterval(timer) };
}
