import { Button, Input, Tooltip } from '@condo/shared/antd';
import { ReloadOutlined } from '@condo/shared/icons';
import { PageHeader } from '../PageHeader';
import type { ListPageDefinition } from './definition';
import { ServerTable } from './ServerTable';
import { useServerList } from './useServerList';

export interface ListPageProps<Row, Query> {
  page: ListPageDefinition<Row, Query>;
}

/** A whole list screen from its declaration: header, search box, reload, actions and the server-paged table. */
export function ListPage<Row, Query>({ page }: ListPageProps<Row, Query>) {
  const list = useServerList(page);
  const label = typeof page.title === 'string' ? page.title : undefined;
  const extra = typeof page.extra === 'function' ? page.extra(list.context) : page.extra;
  const placeholder = typeof page.search === 'object' && page.search.placeholder ? page.search.placeholder : 'Search';

  return (
    <section aria-label={label}>
      <PageHeader
        title={page.title}
        subtitle={page.subtitle}
        extra={
          <>
            {page.search ? (
              <Input.Search
                aria-label={label ? `Search ${label}` : 'Search'}
                placeholder={placeholder}
                allowClear
                value={list.searchText}
                onChange={(event) => list.setSearchText(event.target.value)}
                onSearch={(text) => list.submitSearch(text)}
                style={{ width: 260 }}
              />
            ) : null}
            <Tooltip title="Reload">
              <Button aria-label="Reload" icon={<ReloadOutlined />} onClick={list.context.reload} />
            </Tooltip>
            {extra}
          </>
        }
      />
      <ServerTable page={page} list={list} label={label} />
    </section>
  );
}
