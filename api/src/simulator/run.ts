// node --import tsx api/src/simulator/run.ts --api http://127.0.0.1:4000 --condo marina-bay [--interval 15] [--silent-after 60] [--device "Main Gate Entry" ...]
// [--events 20]: one site event (vehicle, visit, call or alert) every 20 s; --events 0: heartbeats only.
import { parseArgs } from 'node:util';
import { startSimulator } from './simulator';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    condo: { type: 'string', default: 'marina-bay' },
    interval: { type: 'string', default: '15' },
    'silent-after': { type: 'string', default: '60' },
    device: { type: 'string', multiple: true },
    events: { type: 'string', default: '20' },
  },
});

const simulator = startSimulator({
  apiUrl: values.api,
  condo: values.condo,
  intervalMs: Number(values.interval) * 1000,
  silentAfterMs: Number(values['silent-after']) * 1000,
  eventIntervalMs: Number(values.events) * 1000,
  ...(values.device ? { devices: values.device } : {}),
});
for (const device of simulator.devices)
  console.log(
    `  ${device.name.padEnd(20)} ${device.macAddress}  token ${device.token}${device.silent ? '  (goes silent)' : ''}`,
  );
// Keep running until interrupted.
setInterval(() => {}, 1 << 30);
process.on('SIGINT', () => {
  simulator.stop();
  process.exit(0);
});
