import type { ReportRange } from '@condo/report-kit';
import { Alert, Button, Flex } from '@condo/shared/antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ExportButtons } from '../../export/ExportButtons';
import { ReportPreview, useBuiltReport } from '../../report-kit/ReportPreview';
import { useReportContext } from '../../report-kit/useReportContext';
import { useReportState } from '../../report-kit/useReportState';

interface HandedReport {
  type: string;
  range: ReportRange;
  data: unknown;
}

/**
 * Spec part 3 §2 `/condos/{id}/download`: the report alone, without the side menu. It draws the data the
 * Download Reports page handed over, or, opened from a link or reloaded, fetches it again from the URL's state.
 */
export function FullScreenReportScreen() {
  const condo = useParams().id ?? '';
  const navigate = useNavigate();
  const handed = (useLocation().state ?? undefined) as HandedReport | undefined;
  // Full Screen always shows its report, also when opened from a bare link.
  const state = useReportState(handed?.data === undefined ? undefined : handed, { alwaysShown: true });
  const context = useReportContext(condo, state.range);
  const built = useBuiltReport(state.kind, state.data, context);
  const ready = state.data !== undefined && !state.request.loading;
  const params = new URLSearchParams(state.search);
  params.set('preview', '1');

  return (
    <section aria-label="Full screen report">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Button onClick={() => navigate(`/condos/${encodeURIComponent(condo)}/reports-download?${params}`)}>
          Back to Download Reports
        </Button>
        <Flex gap="small">
          <ExportButtons report={ready && 'report' in built ? built.report : undefined} />
          <Button onClick={() => window.print()}>Print</Button>
        </Flex>
      </Flex>
      {state.problem ? (
        <Alert type="warning" showIcon role="alert" title={state.problem} />
      ) : (
        <ReportPreview
          kind={state.kind}
          data={state.data}
          built={built}
          loading={state.request.loading}
          error={state.request.error}
          retry={state.request.retry}
        />
      )}
    </section>
  );
}
