// An API that can be cut off and brought back: a TCP forwarder to the suite's real API, with a web server of its
// own in front of it (the shared stack's API keeps serving the other tests while this one is "down").
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { startWebServer } from '../deploy/web/web-server.mjs';
import { freePort } from '../scripts/stack.mjs';

export interface SwitchableApi {
  /** The forwarder's URL: an API URL for a web server or nginx. */
  url: string;
  /** Refuses every connection and cuts the open ones, as a dead API process does. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function switchableApi(apiUrl: string): Promise<SwitchableApi> {
  const target = new URL(apiUrl);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const up = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (!closing) return resolve();
      closing.close(() => resolve());
    });
  await up();
  return { url: `http://127.0.0.1:${port}`, up, down, close: down };
}

/** The console's web server (as npm start runs it) in front of `apiUrl`. */
export async function consoleServer(apiUrl: string) {
  const port = await freePort();
  const web = await startWebServer({
    port,
    apiUrl,
    environment: 'local',
    hostDir: join(import.meta.dirname, '../host/dist'),
  });
  return { url: `http://localhost:${port}`, close: () => web.close() };
}
