import type { QueryOf } from '../operations';
import type { Client } from '../request';

/** Spec part 2 §7: `from_time, to_time, page, per_page, call_type` (repeated), `status[]`, `gate_open[]`. */
export type CallLogQuery = QueryOf<'/api/v1/call_logs', 'GET'>;

/** call_type goes `call_type=a&call_type=b`; status and gate_open as `status[]=…`, exactly as the spec lists them. */
const repeated = ['call_type'] as const;

export const callLogs = ({ get }: Client) => ({
  /** `GET /api/v1/call_logs?…` → data, total_entries. */
  list: get('/api/v1/call_logs', { repeated }),
  /** `GET /api/v1/call_logs/count?…` → data.total (not in the spec; docs/api/analytics.md). */
  count: get('/api/v1/call_logs/count', { repeated }),
  /** `GET /api/v1/call_logs/generate_report?…` (same query) → message, shown as confirmation. */
  generateReport: get('/api/v1/call_logs/generate_report', { repeated }),
});
