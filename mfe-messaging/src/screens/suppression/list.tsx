import { api, can, loadRoles, type SuppressionEntry, type SuppressionListQuery, TIMINGS } from '@condo/shared';
import { DeleteConfirm, defineListPage, formatDateTime, type ListParams } from '@condo/shared/ui';
import { useParams } from 'react-router-dom';

/** Spec part 2: the suppression dialog's own words. */
export const DELETE_NUMBER_TEXTS = { title: 'Delete Mobile Number', question: 'Are you sure to delete this number?' };

export const formatNumber = (entry: Pick<SuppressionEntry, 'country_code' | 'phone'>) =>
  `+${entry.country_code} ${entry.phone}`;

function DeleteNumber({ entry, onDeleted }: { entry: SuppressionEntry; onDeleted: () => void }) {
  const condo = useParams().id ?? '';
  if (!can(loadRoles(condo), { 'api/v1/suppression_lists': ['destroy'] })) return null;
  return (
    <DeleteConfirm
      size="small"
      aria-label={`Delete ${formatNumber(entry)}`}
      texts={DELETE_NUMBER_TEXTS}
      onConfirm={async () => {
        await api.suppressionLists.remove(entry.id, { notifySuccess: true });
        // Spec part 2 §4: the list reloads a second after a suppression delete.
        setTimeout(onDeleted, TIMINGS.refetchAfterSave);
      }}
    />
  );
}

/**
 * Spec part 2, Suppression list: numbers the condo never sends to. No Add (numbers arrive by STOP replies and
 * carrier rejections); deleting one lets the next message through. The spec shows no columns beyond the id:
 * the number, why it is there and since when are what an operator needs to decide.
 */
export const suppressionListPage = defineListPage<SuppressionEntry, ListParams>({
  resource: ({ query, ...paging }, options) =>
    api.suppressionLists.list(
      { ...paging, ...(query ? { search: query } : {}) } satisfies SuppressionListQuery,
      options,
    ),
  title: 'Suppression',
  subtitle: 'To delete the unwanted mobile number',
  rowKey: 'id',
  search: { placeholder: 'Search number or reason' },
  emptyText: 'No suppressed numbers',
  columns: ({ refreshSilently }) => [
    { key: 'number', title: 'Mobile Number', render: (_, entry) => formatNumber(entry) },
    // Reason and Suppressed Since are additions (docs/additions.md): without them only the number and Action show.
    { key: 'reason', title: 'Reason', dataIndex: 'reason', addition: 'reason' },
    {
      key: 'created_at',
      title: 'Suppressed Since',
      dataIndex: 'created_at',
      addition: 'created_at',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: 'Action',
      export: false,
      width: 90,
      render: (_, entry) => <DeleteNumber entry={entry} onDeleted={refreshSilently} />,
    },
  ],
});
