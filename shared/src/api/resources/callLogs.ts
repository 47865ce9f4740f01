import type { CallLog, CallLogCount } from '../../contract';
import { type CallOptions, send } from '../request';

/** Spec part 2 §7: `from_time, to_time, page, per_page, call_type` (repeated), `status[]`, `gate_open[]`. */
export type CallLogQuery = {
  from_time?: Date | string;
  to_time?: Date | string;
  page?: number;
  per_page?: number;
  call_type?: string[];
  status?: string[];
  gate_open?: string[];
};

/** call_type goes `call_type=a&call_type=b`; status and gate_open as `status[]=…`, exactly as the spec lists them. */
const REPEATED = ['call_type'] as const;

export const callLogs = {
  /** `GET /api/v1/call_logs?…` → data, total_entries. */
  list: (query: CallLogQuery, options?: CallOptions) =>
    send<CallLog[]>({ path: '/api/v1/call_logs', repeated: REPEATED }, { query }, options),
  /** `GET /api/v1/call_logs/count?…` → data.total (not in the spec; docs/api/analytics.md). */
  count: (query: Omit<CallLogQuery, 'page' | 'per_page'>, options?: CallOptions) =>
    send<CallLogCount>({ path: '/api/v1/call_logs/count', repeated: REPEATED }, { query }, options),
  /** `GET /api/v1/call_logs/generate_report?…` (same query) → message, shown as confirmation. */
  generateReport: (query: Omit<CallLogQuery, 'page' | 'per_page'>, options?: CallOptions) =>
    send<unknown>({ path: '/api/v1/call_logs/generate_report', repeated: REPEATED }, { query }, options),
};
