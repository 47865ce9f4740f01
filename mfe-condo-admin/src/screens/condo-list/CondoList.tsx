import { api, type CondoListItem, type CondoListQuery } from '@condo/shared';
import { defineListPage, ListPage } from '@condo/shared/ui';
import { DetailsButton } from './DetailsButton';

/** Spec part 2, Condos list: a searchable, paged table of Name, Alias Name and a Details button. */
export const condoListPage = defineListPage<CondoListItem, CondoListQuery>({
  resource: (query) => api.condos.list(query),
  title: 'Condos',
  rowKey: 'id',
  search: { placeholder: 'Search condos' },
  columns: [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    { key: 'alias_name', title: 'Alias Name', dataIndex: 'alias_name' },
    { key: 'details', title: 'Action', width: 120, render: (_, condo) => <DetailsButton condo={condo} /> },
  ],
  // TODO(create-condo-wizard): an Add button opening the 3-step Create Condo wizard goes into `extra`.
});

export function CondoList() {
  return <ListPage page={condoListPage} />;
}
