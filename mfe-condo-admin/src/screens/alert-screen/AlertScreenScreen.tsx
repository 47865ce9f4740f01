import type { Presentation } from '@condo/shared';
import { EditableListScreen, type ListParams } from '@condo/shared/ui';
import { AlertScreenFormModal } from './form';
import { alertScreenListPage } from './list';

/**
 * Spec part 2 §2 Alert Screen (`/condos/:id/presentations`): Add (with `create`) opens a blank form, a row click
 * (with `update`) the screen's; a save reloads the list a second later (§4).
 */
export function AlertScreenScreen() {
  return (
    <EditableListScreen<Presentation, ListParams>
      page={alertScreenListPage}
      permission="api/v1/presentations"
      renderForm={(props) => <AlertScreenFormModal {...props} />}
    />
  );
}
