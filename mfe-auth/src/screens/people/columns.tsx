import { STATUS } from '@condo/shared';
import { COLORS, formatDateTime, formatRelative, type ListColumn, StatusDot, statusLabel } from '@condo/shared/ui';
import { formatPhone, type PersonFields, personName } from './format';

// Columns the identity lists share (Users, Alert users), each declared once.

export function nameColumn<Row extends PersonFields>(): ListColumn<Row> {
  return { key: 'name', title: 'Name', render: (_, person) => personName(person) };
}

export function phoneColumn<Row extends PersonFields>(): ListColumn<Row> {
  return { key: 'phone', title: 'Phone', render: (_, person) => formatPhone(person) };
}

export function emailColumn<Row extends PersonFields>(): ListColumn<Row> {
  return { key: 'email', title: 'Email', dataIndex: 'email' };
}

/** '3 days ago', the exact time on hover; '-' before the first login. */
export function lastLoginColumn<Row extends { last_login: string | null }>(
  title = 'Last Login',
  field: 'last_login' | 'last_active_at' = 'last_login',
): ListColumn<Row> {
  return {
    key: field,
    title,
    render: (_, row) => {
      const times = row as Record<string, string | null | undefined>;
      // Bots' `last_active_at` is an addition of api/: a backend without it gives the spec's `last_login`.
      const value = field === 'last_active_at' && !(field in times) ? times.last_login : times[field];
      return value ? <time title={formatDateTime(value)}>{formatRelative(value)}</time> : '-';
    },
  };
}

/** Spec part 2 §2 (alert users): active green, inactive red, any other value olive. */
const oliveUnlessKnown = (value: string) =>
  (STATUS as readonly string[]).includes(value.toLowerCase()) ? undefined : { [value.toLowerCase()]: COLORS.olive };

/** Status as a coloured dot; `filterable` sends the chosen values as `status[]`. */
export function statusColumn<Row extends { status: string }>({
  filterable = false,
  otherOlive = false,
} = {}): ListColumn<Row> {
  return {
    key: 'status',
    title: 'Status',
    dataIndex: 'status',
    ...(filterable ? { filters: STATUS.map((value) => ({ text: statusLabel(value), value })) } : {}),
    render: (value: string) => (
      <StatusDot value={value} colors={otherOlive && value ? oliveUnlessKnown(value) : undefined} />
    ),
  };
}
