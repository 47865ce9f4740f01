import { Alert, Button, Empty, Result, Skeleton, Table, type TableProps } from '@condo/shared/antd';
import type { Key, KeyboardEvent, ReactNode } from 'react';
import { describeError } from '../errors';
import { type ListPageDefinition, rangeText } from './definition';
import type { ListFilters, ServerListState } from './useServerList';

export interface ServerTableProps<Row, Query> {
  page: ListPageDefinition<Row, Query>;
  list: ServerListState<Row>;
  /** Names the list for screen readers ('Condos'). */
  label?: string;
}

/** Draws a server list: skeleton on the first load, spinner on refetch, empty and error states, paging. */
export function ServerTable<Row, Query>({ page, list, label }: ServerTableProps<Row, Query>) {
  const { rows, total, error, context } = list;

  if (list.initialLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={label ? `Loading ${label}` : 'Loading'}>
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    );
  }

  if (error && rows.length === 0) {
    return (
      <Result
        status="error"
        title="The list could not be loaded"
        subTitle={describeError(error)}
        extra={
          <Button type="primary" onClick={context.reload}>
            Retry
          </Button>
        }
      />
    );
  }

  const onChange: TableProps<Row>['onChange'] = (pagination, tableFilters, _sorter, { action }) => {
    if (action === 'paginate') list.setPage(pagination.current ?? 1, pagination.pageSize);
    if (action === 'filter') list.setFilters(toListFilters(list, tableFilters));
  };

  const onRowClick = page.onRowClick;
  const onRow: TableProps<Row>['onRow'] = onRowClick
    ? (row) => ({
        onClick: () => onRowClick(row, context),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row, context);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
      })
    : undefined;

  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={describeError(error)}
          action={
            <Button size="small" onClick={context.reload}>
              Retry
            </Button>
          }
        />
      ) : null}
      <Table<Row>
        aria-label={label}
        rowKey={page.rowKey as TableProps<Row>['rowKey']}
        columns={list.columns}
        dataSource={rows}
        loading={list.refreshing}
        onChange={onChange}
        onRow={onRow}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText(page, list)} /> }}
        pagination={
          total > 0
            ? {
                current: list.page,
                pageSize: list.perPage,
                total,
                pageSizeOptions: page.pageSizes,
                showSizeChanger: true,
                showTotal: rangeText,
              }
            : false
        }
      />
    </>
  );
}

function emptyText<Row, Query>(page: ListPageDefinition<Row, Query>, list: ServerListState<Row>): ReactNode {
  if (list.query || Object.keys(list.filters).length > 0) return 'No results match your search';
  return page.emptyText ?? 'No data available';
}

function toListFilters<Row>(
  list: ServerListState<Row>,
  tableFilters: Record<string, (Key | boolean)[] | null>,
): ListFilters {
  const filters: ListFilters = {};
  for (const column of list.columns) {
    // useServerList gives every filterable column its key and filterParam.
    if (!column.filterParam || column.key === undefined) continue;
    const values = tableFilters[String(column.key)];
    if (values?.length) filters[column.filterParam] = values.map(String);
  }
  return filters;
}
