import type { UserReport } from '@condo/shared';
import { EditableListScreen } from '@condo/shared/ui';
import { ReportFormModal } from './form';
import { type ReportListParams, reportListPage } from './list';

/** Spec part 1 §2 Reports (`/condos/:id/reports`): the user reports, Add and row-click edit. */
export function UserReportsScreen() {
  return (
    <EditableListScreen<UserReport, ReportListParams>
      page={reportListPage}
      permission="api/v1/reports"
      renderForm={(props) => <ReportFormModal {...props} />}
    />
  );
}
