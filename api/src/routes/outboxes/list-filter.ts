import { WEEK_MS } from '../../db/time';
import { unprocessable } from '../../plugins/http-errors';
import type { OutboxFilter } from './queries';

/** `sent,failed`, or the name repeated: both read as a list. */
export function choices(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : value.split(',');
  const kept = list.map((item) => item.trim()).filter(Boolean);
  return kept.length ? kept : undefined;
}

function instant(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  if (Number.isNaN(date.getTime())) throw unprocessable(`${name} is not a valid time`, [`${name} is not a valid time`]);
  return date;
}

export function range(fromValue: string | undefined, toValue: string | undefined, names: [string, string], now: Date) {
  const to = instant(toValue, names[1]) ?? now;
  const from = instant(fromValue, names[0]) ?? new Date(to.getTime() - WEEK_MS);
  if (from.getTime() > to.getTime()) {
    const message = `${names[0]} must not be after ${names[1]}`;
    throw unprocessable(message, [message]);
  }
  return { from, to };
}

/** The Outbox list's camelCase query (spec part 1 §7) without its paging: what the list and its export filter by. */
export interface OutboxFilterQuery {
  fromTime?: string | undefined;
  toTime?: string | undefined;
  search?: string | undefined;
  selectedMedium?: string | string[] | undefined;
  selectedStatus?: string | string[] | undefined;
  selectedRecipient?: string | string[] | undefined;
  recipient_type?: string | string[] | undefined;
}

/** The rows `GET /api/v1/outboxes` pages through (and its export writes): one condo, a range, a tab, the filters. */
export function outboxFilterOf(query: OutboxFilterQuery, condoId: number, now: Date): OutboxFilter {
  return {
    condoId,
    ...range(query.fromTime, query.toTime, ['fromTime', 'toTime'], now),
    recipientTypes: choices(query.recipient_type) ?? ['user'],
    search: query.search,
    mediums: choices(query.selectedMedium),
    statuses: choices(query.selectedStatus),
    recipients: choices(query.selectedRecipient),
  };
}
