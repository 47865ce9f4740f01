import { REPORT_FOOTER } from '@condo/report-kit';
import { api, Problem, useRequest } from '@condo/shared';
import { Button, Skeleton } from '@condo/shared/antd';
import dayjs from 'dayjs';
import { useParams, useSearchParams } from 'react-router-dom';
import { failure } from '../../report-kit/failure';

/**
 * Spec part 3 §2.5 `/patrolling-report/{id}?tenant`: a camera group's patrol rounds, printable, without signing in.
 * The call carries no Authorization header (spec §7); what keeps it safe is in docs/api/reports.md (the id is a random
 * UUID only the link's holders know).
 */
export function PatrollingReportScreen() {
  const id = useParams().id ?? '';
  const tenant = useSearchParams()[0].get('tenant') ?? '';
  const request = useRequest(
    async () =>
      id && tenant ? (await api.camGroups.questionSubmissions(id, { condo: tenant, silent: true })).data : undefined,
    [id, tenant],
  );

  return (
    <main style={{ padding: 24, maxWidth: 900, margin: '0 auto' }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 style={{ fontSize: 22, margin: 0 }}>Patrolling Report</h1>
        <Button onClick={() => window.print()} className="no-print">
          Print
        </Button>
      </header>
      {!tenant ? (
        <Problem title="This report link is incomplete" detail="A patrolling report link names its tenant." />
      ) : request.error ? (
        <Problem title="The patrolling report could not be opened" detail={failure(request.error)} />
      ) : request.loading || !request.data ? (
        <div role="status" aria-busy="true" aria-label="Loading the patrolling report">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : request.data.length === 0 ? (
        <p>No Data Found!</p>
      ) : (
        <ol style={{ listStyle: 'none', padding: 0 }}>
          {request.data.map((group, index) => (
            <li key={`${group.name}-${group.submitted_at ?? index}`} style={{ breakInside: 'avoid', margin: '16px 0' }}>
              <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>{group.name}</h2>
              {/* `submitted_at` is an addition of the reference API (the spec's groups have name and submissions
                  only): without it the round shows no time rather than the current one. */}
              {group.submitted_at ? (
                <p style={{ margin: '0 0 6px', color: 'var(--ant-color-text-secondary)' }}>
                  {dayjs(group.submitted_at).format('DD-MM-YYYY hh:mm a')}
                </p>
              ) : null}
              {group.submissions.length ? (
                <table className="report-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
                  <thead>
                    <tr>
                      <th scope="col" style={cell}>
                        Question
                      </th>
                      <th scope="col" style={cell}>
                        Answer
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.submissions.map((submission) => (
                      <tr key={submission.name}>
                        <td style={cell}>{submission.name}</td>
                        <td style={cell}>{submission.answer?.name ?? '-'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p>No data available</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <footer style={{ marginTop: 32, textAlign: 'center', color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>
        {REPORT_FOOTER}
      </footer>
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
    </main>
  );
}

const cell = { border: '1px solid var(--ant-color-border)', padding: '6px 8px', textAlign: 'left' } as const;
