import { Alert, Button, Empty, Result, Skeleton, Table, type TableProps, Typography } from '@condo/shared/antd';
import {
  type Key,
  type KeyboardEvent,
  memo,
  type ReactElement,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { isOutage } from '../../api/outage';
import { describeError } from '../errors';
import type { ListFilters } from './definition';
import { type ListPageDefinition, rangeText } from './definition';
import type { ServerListState } from './useServerList';

export interface ServerTableProps<Row, Query> {
  page: ListPageDefinition<Row, Query>;
  list: ServerListState<Row>;
  /** Names the list for screen readers ('Condos'). */
  label?: string;
}

/**
 * Draws a server list: skeleton on the first load, spinner on refetch, empty and error states, paging. The table
 * itself only draws again when what it shows changes: a list kept mounted in a hidden tab, or a URL change that
 * concerns another list, costs no table render.
 */
export function ServerTable<Row, Query>({ page, list, label }: ServerTableProps<Row, Query>) {
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  const onChange = useCallback<NonNullable<TableProps<Row>['onChange']>>(
    (pagination, tableFilters, _sorter, { action }) => {
      const current = latest.current;
      if (action === 'paginate') current.setPage(pagination.current ?? 1, pagination.pageSize);
      if (action === 'filter') current.setFilters(toListFilters(current, tableFilters));
    },
    [],
  );
  const { context } = list;
  const onRowClick = page.onRowClick;
  const onRow = useMemo<TableProps<Row>['onRow']>(
    () =>
      onRowClick
        ? (row) => ({
            onClick: () => onRowClick(row, context),
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
              // The form opens at once when motion is off (prefers-reduced-motion) and takes the focus: without this,
              // the same Enter would go on to press the button that now has it, and close the form again.
              event.preventDefault();
              onRowClick(row, context);
            },
            tabIndex: 0,
            style: { cursor: 'pointer' },
          })
        : undefined,
    [onRowClick, context],
  );
  return (
    <TableView<Row, Query>
      page={page}
      label={label}
      rows={list.rows}
      total={list.total}
      current={list.page}
      perPage={list.perPage}
      columns={list.columns}
      compact={list.density === 'compact'}
      initialLoading={list.initialLoading}
      refreshing={list.refreshing}
      error={list.error}
      reload={context.reload}
      empty={emptyText(page, list)}
      onChange={onChange}
      onRow={onRow}
    />
  );
}

interface TableViewProps<Row, Query> {
  page: ListPageDefinition<Row, Query>;
  label: string | undefined;
  rows: Row[];
  total: number;
  current: number;
  perPage: number;
  columns: ServerListState<Row>['columns'];
  /** The user chose compact rows for this list. */
  compact: boolean;
  initialLoading: boolean;
  refreshing: boolean;
  error: unknown;
  reload: () => void;
  empty: ReactNode;
  onChange: TableProps<Row>['onChange'];
  onRow: TableProps<Row>['onRow'];
}

const TableView = memo(function TableView<Row, Query>(props: TableViewProps<Row, Query>) {
  const { page, label, rows, total, error, reload } = props;

  if (props.initialLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={label ? `Loading ${label}` : 'Loading'}>
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    );
  }

  if (error && rows.length === 0 && !page.emptyOnError) {
    return (
      <Result
        status="error"
        title="The list could not be loaded"
        subTitle={describeError(error)}
        extra={
          <Button type="primary" onClick={reload}>
            Retry
          </Button>
        }
      />
    );
  }

  return (
    <>
      {error && !(isOutage(error) && rows.length > 0) ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={describeError(error)}
          action={
            <Button size="small" onClick={reload}>
              Retry
            </Button>
          }
        />
      ) : null}
      <Table<Row>
        aria-label={label}
        rowKey={page.rowKey as TableProps<Row>['rowKey']}
        columns={props.columns}
        size={props.compact ? 'small' : undefined}
        dataSource={rows}
        loading={props.refreshing}
        onChange={props.onChange}
        onRow={props.onRow}
        expandable={page.expandable}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<EmptyWords hint={props.empty} />} />,
        }}
        pagination={
          total > 0
            ? {
                current: props.current,
                pageSize: props.perPage,
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
}) as <Row, Query>(props: TableViewProps<Row, Query>) => ReactElement;

/** Spec part 2 §8: a list with no data shows 'No Data Found!'; the screen's own hint follows in a quieter line. */
export const NO_DATA_FOUND = 'No Data Found!';

function EmptyWords({ hint }: { hint: ReactNode }) {
  return (
    <>
      <div>{NO_DATA_FOUND}</div>
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </>
  );
}

function emptyText<Row, Query>(page: ListPageDefinition<Row, Query>, list: ServerListState<Row>): ReactNode {
  if (list.query || Object.keys(list.filters).length > 0) return 'No results match your search';
  return page.emptyText ?? null;
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
