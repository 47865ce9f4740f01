import type { AlertType } from '@condo/shared';
import { EditableListScreen, type ListParams } from '@condo/shared/ui';
import { AlertTypeFormModal } from './form';
import { alertTypeListPage } from './list';

/**
 * Spec part 2 §2 Alert Types (`/condos/:id/alert-types`): Add (with `create`) opens a blank form, a row click (with
 * `update`) the type's; a save reloads the list a second later (§4).
 */
export function AlertTypesScreen() {
  return (
    <EditableListScreen<AlertType, ListParams>
      page={alertTypeListPage}
      permission="api/v1/alert_types"
      renderForm={(props) => <AlertTypeFormModal {...props} />}
    />
  );
}
