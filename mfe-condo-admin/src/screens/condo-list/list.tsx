import { api, type CondoListItem, type CondoListQuery, TIMINGS } from '@condo/shared';
import { defineListPage, type ListContext, StatusTag } from '@condo/shared/ui';
import { CreateCondoButton } from './create-condo';
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
    {
      // Spec §4: a condo whose set-up is not completed shows Pending (a new condo, until its first publish).
      key: 'status',
      title: 'Status',
      width: 120,
      render: (_, condo) =>
        condo.completed ? <StatusTag value={condo.status} /> : <StatusTag value="pending" label="Pending" />,
    },
    {
      key: 'details',
      title: 'Action',
      width: 120,
      export: false,
      render: (_, condo) => <DetailsButton condo={condo} />,
    },
  ],
  extra: (context) => <CreateCondoButton onCreated={reloadAfterSave(context)} />,
});

/** Spec part 2 §4: after a successful save the form closes and the list reloads after 1 second. */
export const reloadAfterSave = (context: Pick<ListContext, 'refreshSilently'>) => () => {
  setTimeout(context.refreshSilently, TIMINGS.refetchAfterSave);
};
