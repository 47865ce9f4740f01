import { api, can, loadRoles, type PublicHoliday, TIMINGS } from '@condo/shared';
import { DeleteConfirm, defineListPage, type ListContext, type ListParams } from '@condo/shared/ui';
import { useParams } from 'react-router-dom';

/** Spec part 2 §2: the delete dialog's own words. */
export const DELETE_HOLIDAY_TEXTS = {
  title: 'Delete Holiday',
  question: 'Are you sure to delete this holiday?',
  ok: 'Delete',
};

/** `2026-08-09` → `09-08-2026` (spec §2: Date as DD-MM-YYYY); a calendar day, so no time zone applies. */
export function formatHolidayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : iso;
}

/** `sunday` → `Sunday`. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function DeleteHoliday({ holiday, context }: { holiday: PublicHoliday; context: ListContext }) {
  const condo = useParams().id ?? '';
  if (!can(loadRoles(condo), { 'api/v1/public_holidays': ['destroy'] })) return null;
  return (
    <DeleteConfirm
      size="small"
      aria-label={`Delete holiday ${holiday.holiday}`}
      texts={DELETE_HOLIDAY_TEXTS}
      onConfirm={async () => {
        await api.publicHolidays.remove(holiday.id, { notifySuccess: true });
        // Spec part 2 §4: the list reloads a second after a delete.
        setTimeout(context.refreshSilently, TIMINGS.refetchAfterSave);
      }}
    />
  );
}

/**
 * Spec part 2, Public holidays: search (debounced 1 s, back to page 1, kept in the URL), Date, Day, Holiday and a
 * delete icon. The days the reports count as non-working (part 3 §5).
 */
export const holidayListPage = defineListPage<PublicHoliday, ListParams>({
  resource: (query, options) => api.publicHolidays.list(query, options),
  title: 'Public Holidays',
  subtitle: 'The days the condo observes as holidays',
  rowKey: 'id',
  search: { placeholder: 'Search holiday or day' },
  emptyText: 'No public holidays',
  columns: (context) => [
    { key: 'date', title: 'Date', dataIndex: 'date', width: 140, render: (value: string) => formatHolidayDate(value) },
    { key: 'day', title: 'Day', dataIndex: 'day', width: 140, render: (value: string) => capitalise(value) },
    { key: 'holiday', title: 'Holiday', dataIndex: 'holiday' },
    {
      key: 'actions',
      title: 'Action',
      export: false,
      width: 90,
      render: (_, holiday) => <DeleteHoliday holiday={holiday} context={context} />,
    },
  ],
});
