import type { UserReport } from '@condo/shared';
import { EditableListScreen } from '@condo/shared/ui';
import { type ReportListParams, reportListPage } from './listPage';
import { ReportFormModal } from './ReportFormModal';

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
