import { api, type Scheduler } from '@condo/shared';
import { Tag, Typography } from '@condo/shared/antd';
import {
  defineListPage,
  formatDateTime,
  formatRelative,
  type ListColumn,
  type ListParams,
  StatusDot,
  VisuallyHidden,
} from '@condo/shared/ui';
import type { ReactNode } from 'react';
import { ErrorLogTable } from './ErrorLogTable';

/** How often the list is fetched again while on the screen, so Working and Last Done At move by themselves. */
export const SCHEDULERS_REFRESH_MS = 10_000;

/**
 * Spec part 2 §3 "state (working)": the spec's field decides; api/'s boolean `working` (an addition) is read only when
 * a backend sends no `state`.
 */
export function isWorking(row: Pick<Scheduler, 'state'> & { working?: boolean }): boolean {
  return row.state !== undefined ? row.state === 'working' : row.working === true;
}

/** Spec part 2 §2: Name, Status, Working, Last Done At (date plus relative time), CronLine. */
export function schedulerColumns(actions?: (row: Scheduler) => ReactNode): ListColumn<Scheduler>[] {
  const columns: ListColumn<Scheduler>[] = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (value: string) => <StatusDot value={value} /> },
    {
      title: 'Working',
      key: 'state',
      render: (_value, row) =>
        isWorking(row) ? (
          <Tag color="processing">Working</Tag>
        ) : (
          <Typography.Text type="secondary">Idle</Typography.Text>
        ),
    },
    {
      title: 'Last Done At',
      dataIndex: 'done_at',
      key: 'done_at',
      render: (value: string | null) =>
        value ? (
          <span data-testid="last-done-at">
            {formatDateTime(value)} <Typography.Text type="secondary">({formatRelative(value)})</Typography.Text>
          </span>
        ) : (
          <span data-testid="last-done-at">-</span>
        ),
    },
    {
      title: 'CronLine',
      dataIndex: 'cronline',
      key: 'cronline',
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
  ];
  if (actions) columns.push({ title: 'Actions', key: 'actions', export: false, render: (_value, row) => actions(row) });
  return columns;
}

/** The Schedulers list (spec part 2 §2): a row opens to its error logs, by the expand button or Enter on it. */
export const schedulerListPage = defineListPage<Scheduler, ListParams>({
  title: 'Schedulers',
  subtitle: "The condo's background tasks, when they run, and what went wrong",
  rowKey: 'id',
  resource: (query, options) => api.schedulers.list(query, options),
  search: { placeholder: 'Search by name, service or task' },
  emptyText: 'No schedulers yet',
  // Spec part 2 §8: on a scheduler list load failure the table is marked empty.
  emptyOnError: true,
  autoRefreshMs: SCHEDULERS_REFRESH_MS,
  columns: schedulerColumns(),
  expandable: {
    expandedRowRender: (row) => <ErrorLogTable schedulerId={row.id} schedulerName={row.name} />,
    columnTitle: <VisuallyHidden>Error logs</VisuallyHidden>,
  },
});
