import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../plugins/http-errors';

/** Outbox exports one user may run at once, in one API instance. */
export const EXPORTS_PER_USER = 2;
/** Outbox exports one API instance runs at once: each reads the database and writes CSV for seconds. */
export const EXPORTS_PER_INSTANCE = 4;
/** What a refused export's Retry-After asks for: a large export takes a few seconds. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

export interface ExportSlots {
  /**
   * A slot for the caller's export, or a 429 (with Retry-After) when the caller or the instance runs the most
   * allowed. Returns the slot's release; calling it more than once releases once.
   */
  take(request: FastifyRequest, reply: FastifyReply): () => void;
}

function createExportSlots(): ExportSlots {
  const runningByCaller = new Map<string, number>();
  let running = 0;
  return {
    take(request, reply) {
      const caller = request.currentUser ? `user:${request.currentUser.id}` : `address:${request.ip}`;
      const mine = runningByCaller.get(caller) ?? 0;
      const refusal =
        mine >= EXPORTS_PER_USER
          ? `You already have ${EXPORTS_PER_USER} exports running, the most at once; wait for one to finish.`
          : running >= EXPORTS_PER_INSTANCE
            ? `The server is already running ${EXPORTS_PER_INSTANCE} exports, the most at once; try again in a few seconds.`
            : undefined;
      if (refusal) {
        reply.header('Retry-After', String(EXPORT_RETRY_AFTER_SECONDS));
        throw tooManyRequests(refusal);
      }
      runningByCaller.set(caller, mine + 1);
      running++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running--;
        const left = (runningByCaller.get(caller) ?? 1) - 1;
        if (left > 0) runningByCaller.set(caller, left);
        else runningByCaller.delete(caller);
      };
    },
  };
}

/**
 * One count per API instance: the per-condo routes are mounted twice (tenant path and per-condo host), in two
 * encapsulated contexts that share the root's HTTP server.
 */
const slotsByServer = new WeakMap<object, ExportSlots>();

export function exportSlotsOf(app: FastifyInstance): ExportSlots {
  let slots = slotsByServer.get(app.server);
  if (!slots) {
    slots = createExportSlots();
    slotsByServer.set(app.server, slots);
  }
  return slots;
}
