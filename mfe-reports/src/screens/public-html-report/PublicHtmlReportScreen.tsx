import { api, Problem, useRequest } from '@condo/shared';
import { Skeleton } from '@condo/shared/antd';
import { SandboxedHtml } from '@condo/shared/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { failure } from '../../report-kit/failure';

/**
 * Spec part 3 §2.5 `/html/report/{id}?tenant&token`: a shared report, without signing in. The HTML comes from the
 * tenant's API, with the link's token when it has one (§7), and is drawn in a frame that runs no script and loads
 * nothing remote.
 */
export function PublicHtmlReportScreen() {
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const tenant = params.get('tenant') ?? '';
  const token = params.get('token') || undefined;
  const complete = Boolean(id && tenant);
  const request = useRequest(
    async () => (complete ? (await api.bmsReports.html(id, token, { condo: tenant, silent: true })).data : undefined),
    [id, tenant, token],
  );

  return (
    <main style={{ padding: 16, minHeight: '100vh', background: 'var(--ant-color-bg-layout)' }}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>Report</h1>
      {!complete ? (
        <Problem
          title="This report link is incomplete"
          detail="A report link carries the report and its tenant. Ask for the link again."
        />
      ) : request.error ? (
        <Problem title="The report could not be opened" detail={failure(request.error)} />
      ) : request.loading || request.data === undefined ? (
        <div role="status" aria-busy="true" aria-label="Loading the report">
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
      ) : (
        <SandboxedHtml html={request.data} title="Shared report" height={Math.max(600, window.innerHeight - 90)} />
      )}
    </main>
  );
}
