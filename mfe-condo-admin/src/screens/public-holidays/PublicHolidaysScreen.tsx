import type { PublicHoliday } from '@condo/shared';
import { EditableListScreen, type ListParams } from '@condo/shared/ui';
import { HolidayFormModal } from './form';
import { holidayListPage } from './list';

/**
 * Spec part 2 §2, Public holidays (`/condos/:id/public/holidays`): Add (with `create`) opens the form; holidays are
 * added or deleted, never edited. Saves and deletes reload the list a second later (§4).
 */
export function PublicHolidaysScreen() {
  return (
    <EditableListScreen<PublicHoliday, ListParams>
      page={holidayListPage}
      permission="api/v1/public_holidays"
      allowUpdate={false}
      renderForm={(props) => <HolidayFormModal onClose={props.onClose} onSaved={props.onSaved} />}
    />
  );
}
