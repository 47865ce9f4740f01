import type { Bot } from '../../contract';
import { type CallOptions, send } from '../request';

/** `role_group[]` names the bots' role groups, e.g. ['LNPR-Bot', 'Alert-Bot']. */
export type BotListQuery = { page?: number; per_page?: number; role_group?: string[] };

export const bots = {
  /** `GET /api/v1/bots?page&per_page&role_group[]`. */
  list: (query: BotListQuery = {}, options?: CallOptions) => send<Bot[]>({ path: '/api/v1/bots' }, { query }, options),
};
