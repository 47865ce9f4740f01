import { api, describeError, type SchedulerErrorLog, useRequest } from '@condo/shared';
import { Empty, Flex, Table, Typography } from '@condo/shared/antd';
import {
  ExportMenu,
  exportColumns,
  exportPaged,
  formatDateTime,
  formatRelative,
  type ListColumn,
  rangeText,
} from '@condo/shared/ui';
import { useState } from 'react';

/** Spec part 2 §9: error logs 5 a page; §2: sizes 5, 10, 25 and 50. */
export const ERROR_LOG_PAGE_SIZES = [5, 10, 25, 50];

const columns: ListColumn<SchedulerErrorLog>[] = [
  { title: 'Status Code', dataIndex: 'status_code', key: 'status_code', width: 120 },
  { title: 'Message', dataIndex: 'message', key: 'message' },
  {
    title: 'Raised At',
    dataIndex: 'created_at',
    key: 'created_at',
    exportValue: (row) => formatDateTime(row.created_at),
    render: (value: string) => (
      <span title={formatRelative(value)}>
        {formatDateTime(value)} <Typography.Text type="secondary">({formatRelative(value)})</Typography.Text>
      </span>
    ),
  },
  {
    title: 'Detail Log',
    dataIndex: 'link',
    key: 'link',
    exportValue: (row) => api.schedulers.detailUrl(row.link),
    render: (link: string, row) => (
      <a
        href={api.schedulers.detailUrl(link)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Detail Log of the error raised ${formatDateTime(row.created_at)} (opens in a new tab)`}
      >
        Detail Log
      </a>
    ),
  },
];

/**
 * A scheduler's error logs, under its row (spec part 2 §2): newest first, 5 a page. On a load failure the table is
 * marked empty with the reason (§8), without a toast; after an outage it loads again by itself (useRequest).
 */
export function ErrorLogTable({ schedulerId, schedulerName }: { schedulerId: number; schedulerName: string }) {
  const [paging, setPaging] = useState({ page: 1, perPage: ERROR_LOG_PAGE_SIZES[0] as number });
  const logs = useRequest(
    () => api.schedulers.errorLogs(schedulerId, { page: paging.page, per_page: paging.perPage }, { silent: true }),
    [schedulerId, paging.page, paging.perPage],
  );
  const state = {
    rows: logs.data?.data ?? [],
    total: logs.data?.total_entries ?? 0,
    loading: logs.loading,
    error: logs.error,
  };

  const empty = state.error ? `The error logs could not be loaded: ${describeError(state.error)}` : 'No errors logged';
  const name = `${schedulerName} error logs`;
  return (
    <Flex vertical gap={8}>
      {state.total > 0 ? (
        <Flex justify="end" gap={8} align="center">
          <ExportMenu
            size="small"
            label={`error logs of ${schedulerName}`}
            fileName={name}
            run={(format, options) =>
              exportPaged(
                format,
                name,
                exportColumns(columns),
                (page, perPage) => api.schedulers.errorLogs(schedulerId, { page, per_page: perPage }),
                options,
              )
            }
          />
        </Flex>
      ) : null}
      <Table<SchedulerErrorLog>
        aria-label={`Error logs of ${schedulerName}`}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={state.rows}
        loading={state.loading}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        pagination={
          state.total > 0
            ? {
                current: paging.page,
                pageSize: paging.perPage,
                total: state.total,
                pageSizeOptions: ERROR_LOG_PAGE_SIZES,
                showSizeChanger: true,
                showTotal: rangeText,
                onChange: (page, perPage) =>
                  setPaging((previous) => ({ page: perPage !== previous.perPage ? 1 : page, perPage })),
              }
            : false
        }
      />
    </Flex>
  );
}
