import { PageHeader } from '../PageHeader';
import type { ListPageDefinition } from './definition';
import { ListControls } from './ListControls';
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

  return (
    <section aria-label={label}>
      <PageHeader
        title={page.title}
        subtitle={page.subtitle}
        extra={
          <>
            <ListControls page={page} list={list} label={label} />
            {extra}
          </>
        }
      />
      <ServerTable page={page} list={list} label={label} />
    </section>
  );
}
