import { SIMULATED_CONDO, type SimulatedDevice, simulatedDevices } from '../seed/demo-devices';
import { type SiteActivity, startSiteActivity } from './site-activity';

export interface SimulatorOptions {
  /** e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** The condo's alias; its demo devices and bots' tokens come from the demo seed. */
  condo?: string;
  /** Between heartbeats of each device (default 15 s). */
  intervalMs?: number;
  /** The silent device stops reporting after this long (default 60 s), then drops to lost_connectivity. */
  silentAfterMs?: number;
  /** Only these devices (names); default all the condo's simulated devices. */
  devices?: string[];
  /** Between two site-activity events (vehicles, visits, calls, alerts; default 20 s); 0: heartbeats only. */
  eventIntervalMs?: number;
  log?: (line: string) => void;
}

export interface Simulator {
  devices: SimulatedDevice[];
  /** The condo's day moving (site-activity.ts); null when eventIntervalMs is 0. */
  activity: SiteActivity | null;
  stop(): void;
}

/**
 * Drives a condo's demo devices through POST /api/v1/devices/heartbeat as their bots: each reports
 * `working`, carries out (acknowledges on its next beat) the commands it receives, and one stays silent.
 * Besides, the condo's day moves: vehicles, visits, calls and alerts as the devices report them (site-activity.ts).
 */
export function startSimulator(options: SimulatorOptions): Simulator {
  const { apiUrl, condo = SIMULATED_CONDO, intervalMs = 15_000, silentAfterMs = 60_000 } = options;
  const log = options.log ?? ((line: string) => console.log(`[simulator] ${line}`));
  const chosen = simulatedDevices(condo).filter((device) => !options.devices || options.devices.includes(device.name));
  const started = Date.now();
  const toAck = new Map<string, number[]>();

  async function beat(device: SimulatedDevice) {
    if (device.silent && Date.now() - started > silentAfterMs) return;
    const acked = toAck.get(device.macAddress) ?? [];
    try {
      const response = await fetch(new URL('/api/v1/devices/heartbeat', apiUrl), {
        method: 'POST',
        headers: { authorization: `Token ${device.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mac_address: device.macAddress, state: 'working', acked_command_ids: acked }),
      });
      const body = (await response.json()) as { data?: { commands: { id: number; kind: string }[] }; message?: string };
      if (!response.ok) return log(`${device.name}: ${response.status} ${body.message ?? ''}`);
      toAck.set(
        device.macAddress,
        (body.data?.commands ?? []).map((command) => {
          log(`${device.name}: received ${command.kind} #${command.id}`);
          return command.id;
        }),
      );
    } catch (error) {
      log(`${device.name}: ${(error as Error).message}`);
    }
  }

  const tick = () => Promise.all(chosen.map(beat));
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  log(
    `driving ${chosen.length} devices of ${condo} every ${intervalMs / 1000} s` +
      (chosen.some((d) => d.silent)
        ? `; silent after ${silentAfterMs / 1000} s: ${chosen
            .filter((d) => d.silent)
            .map((d) => d.name)
            .join(', ')}`
        : ''),
  );
  const { eventIntervalMs = 20_000 } = options;
  const activity = eventIntervalMs > 0 ? startSiteActivity({ apiUrl, condo, intervalMs: eventIntervalMs, log }) : null;
  if (activity) log(`one site event (vehicle, visit, call or alert) every ${eventIntervalMs / 1000} s`);
  return {
    devices: chosen,
    activity,
    stop: () => {
      clearInterval(timer);
      activity?.stop();
    },
  };
}
