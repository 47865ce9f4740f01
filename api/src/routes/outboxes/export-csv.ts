import { safeCell } from '../../export/safe-cell';
import { unprocessable } from '../../plugins/http-errors';
import type { ExportRow } from './export-queries';

/**
 * The Outbox table's columns as its screen titles them (mfe-messaging/src/screens/outbox/list.tsx); the export
 * writes them with the same words. The API imports no front-end code, so the labels below mirror @condo/shared's.
 */
export const EXPORT_COLUMNS = {
  created_at: 'Sent At',
  medium: 'Medium',
  recipient: 'Recipient',
  subject: 'Subject',
  status: 'Status',
} as const;
export type ExportColumn = keyof typeof EXPORT_COLUMNS;
export const EXPORT_COLUMN_KEYS = Object.keys(EXPORT_COLUMNS) as ExportColumn[];

/** @condo/shared MESSAGE_MEDIUM_LABELS. */
const MEDIUM_LABELS: Readonly<Record<string, string>> = {
  mail: 'Mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  fcm: 'FCM',
  ivr: 'IVR',
};

/** @condo/shared MESSAGE_DELIVERY_STATUSES, by their lower-case wire value (messageStatusLabel). */
const STATUS_LABELS = new Map(
  [
    'Accepted',
    'Queued',
    'Sending',
    'Sent',
    'Failed',
    'Delivered',
    'Received',
    'Unknown',
    'UnDelivered',
    'Read',
    'Receiving',
  ].map((label) => [label.toLowerCase(), label]),
);
const statusLabel = (status: string) =>
  STATUS_LABELS.get(status.toLowerCase()) ?? status.charAt(0).toUpperCase() + status.slice(1);

/** The console's recipientContact: a mail's e-mail, else the phone (with its country code when stored without). */
function contactOf(row: ExportRow): string {
  const { email, phone, countryCode } = row;
  const number = phone && countryCode && !phone.startsWith('+') ? `+${countryCode} ${phone}` : phone;
  return (row.medium === 'mail' ? email : number) ?? email ?? number ?? '';
}

/** `Jane Tan <jane@example.com>`: the name and contact the table shows on two lines, in one cell. */
function recipientOf(row: ExportRow): string {
  const contact = contactOf(row);
  if (!row.recipientName) return contact;
  return contact ? `${row.recipientName} <${contact}>` : row.recipientName;
}

/** `columns=created_at,subject`: the keys in order; none given, all five. A key unknown or given twice is a 422. */
export function exportColumnsOf(keys: string[] | undefined): ExportColumn[] {
  if (!keys) return EXPORT_COLUMN_KEYS;
  const unknown = keys.filter((key) => !Object.hasOwn(EXPORT_COLUMNS, key));
  const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
  const problem = unknown.length
    ? `columns: unknown column ${unknown.map((key) => `'${key}'`).join(', ')}; the columns are ${EXPORT_COLUMN_KEYS.join(', ')}`
    : twice.length
      ? `columns: '${twice[0]}' is given twice`
      : undefined;
  if (problem) throw unprocessable(problem, [problem]);
  return keys as ExportColumn[];
}

/** The time zone the dates are written in: an IANA name (`Asia/Singapore`); none given, UTC. Unknown: a 422. */
export function exportTimeZoneOf(tz: string | undefined): string {
  if (tz === undefined || tz === '') return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    const message = `tz: '${tz}' is not a known IANA time zone (e.g. Asia/Singapore, UTC)`;
    throw unprocessable(message, [message]);
  }
}

const HOUR_MS = 3_600_000;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `DD-MM-YYYY HH:mm:ss` in `timeZone`, the console's date-time format (shared/src/format/dates.ts, DATE_FORMATS).
 * Intl's formatToParts costs ~5 µs, most of a row's time, so it is asked twice an hour of data rather than once a
 * row: the zone's offset at the hour's first and last second; when they agree (every hour but the one of a change)
 * each date of that hour is the UTC date moved by the offset; in the hour of a change every date is asked whole.
 */
export function dateTimeIn(timeZone: string): (ms: number) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = (ms: number) => {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const { type, value } of format.formatToParts(ms)) part[type] = value;
    return part;
  };
  const whole = (ms: number) => {
    const part = parts(ms);
    return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}:${part.second}`;
  };
  /** Local wall time minus UTC at a whole second. */
  const offsetAt = (ms: number) => {
    const part = parts(ms);
    const wall = Date.UTC(
      Number(part.year),
      Number(part.month) - 1,
      Number(part.day),
      Number(part.hour),
      Number(part.minute),
      Number(part.second),
    );
    return wall - ms;
  };
  let hour = Number.NaN;
  let offset: number | undefined;
  return (ms) => {
    const thisHour = Math.floor(ms / HOUR_MS);
    if (thisHour !== hour) {
      hour = thisHour;
      const start = offsetAt(thisHour * HOUR_MS);
      offset = start === offsetAt(thisHour * HOUR_MS + HOUR_MS - 1000) ? start : undefined;
    }
    if (offset === undefined) return whole(ms);
    const local = new Date(ms + offset);
    return (
      `${two(local.getUTCDate())}-${two(local.getUTCMonth() + 1)}-${local.getUTCFullYear()} ` +
      `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
    );
  };
}

/** The UTF-8 byte order mark: Excel reads a CSV without it in the machine's code page. */
export const BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
/**
 * One RFC 4180 field: quoted when it holds a comma, quote or line break, its quotes doubled. Written here rather than
 * with csv-stringify (which the call-log report uses): per row of five cells it cost six times as much, a second of a
 * 100,000-row export.
 */
const field = (value: string) => (NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const line = (cells: string[]) => `${cells.map(field).join(',')}\r\n`;

type Cell = (row: ExportRow) => string;

/**
 * Writes the export's CSV piece by piece: the titles, then each batch of rows. Every cell goes through safeCell (a
 * subject or name that starts like a formula is written behind a `'`). Lines end CRLF (RFC 4180).
 */
export function outboxCsvWriter(columns: ExportColumn[], timeZone: string) {
  const dateTime = dateTimeIn(timeZone);
  const cellOf: Record<ExportColumn, Cell> = {
    created_at: (row) => dateTime(row.at),
    medium: (row) => MEDIUM_LABELS[row.medium] ?? row.medium,
    recipient: recipientOf,
    subject: (row) => row.text,
    status: (row) => statusLabel(row.status),
  };
  const cells = columns.map((column) => cellOf[column]);
  return {
    header: () => BOM + line(columns.map((column) => EXPORT_COLUMNS[column])),
    rows: (rows: ExportRow[]) => {
      let text = '';
      for (const row of rows) {
        for (let i = 0; i < cells.length; i++) text += (i ? ',' : '') + field(safeCell((cells[i] as Cell)(row)));
        text += '\r\n';
      }
      return text;
    },
  };
}

/** `2026-11-16`: the day of an instant in the zone, for the file's name. */
export function dayIn(timeZone: string, at: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}`;
}
