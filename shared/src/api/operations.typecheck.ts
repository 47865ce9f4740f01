// Compiled by `tsc -p shared` (npm test's types step), never run: each call below is one the contract does not
// have, and the build fails if any of them stops being a type error (an unused @ts-expect-error is an error).
import { defineResource, get, send } from './request';

export function callsTheContractRefuses() {
  // @ts-expect-error a path the API does not serve
  send({ path: '/api/v1/call_log' }, {});
  // @ts-expect-error a path the API serves, but not for DELETE
  send({ path: '/api/v1/call_logs', method: 'DELETE' }, {});
  // @ts-expect-error a query parameter the path does not take
  get('/api/v1/call_logs')({ from: '2026-01-01' });
  // @ts-expect-error a value outside the contract's list
  get('/api/v1/call_logs')({ status: ['ringing'] });
  // @ts-expect-error a path parameter named otherwise than the path's {id}
  send({ path: '/api/v1/vizitins/{id}/reset', method: 'PUT' }, { params: { vizitin_id: 1 } });
  // @ts-expect-error a body field the wrapped body does not have
  send({ path: '/api/v1/notifications', method: 'POST', wrap: 'notifications' }, { body: { name: 'x', users: [] } });
  // @ts-expect-error a call the contract does not have at this path (no DELETE /api/v1/notifications/{id})
  defineResource({ path: '/api/v1/notifications', wrap: 'notifications' }).remove(1);
}
