import type { CallOptions, Client } from '../request';

export const units = ({ send }: Client) => ({
  /** `GET /api/v1/units/list` → data: blocks → floors → units, with their counts. */
  list: (options?: CallOptions) => send({ path: '/api/v1/units/list' }, {}, options),
  /** `GET /api/v1/units/residents?block&floor` → data: the floor's units with their residents. */
  residents: (query: { block: string; floor: string }, options?: CallOptions) =>
    send({ path: '/api/v1/units/residents' }, { query }, options),
  /**
   * `POST /api/v1/units/import`, multipart with the file under `import` → data: what it added, message. A refused
   * file rejects with the axios error: its `response` carries the status and the body (`rows`: every bad line).
   */
  import: (file: Blob, fileName: string, options?: CallOptions) => {
    const form = new FormData();
    form.append('import', file, fileName);
    return send({ path: '/api/v1/units/import', method: 'POST' }, { body: form }, options);
  },
});
