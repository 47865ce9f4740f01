import { Alert, Button, Spin } from '@condo/shared/antd';
import { useEffect, useState } from 'react';
import type { JobState } from './useReportJob';

/** Links inside text are underlined and dark enough for the alert's tinted background. */
export const inlineLink = { textDecoration: 'underline', color: '#0a3d91' } as const;

const STATUS_TEXT: Record<string, string> = {
  queued: 'waiting for its turn',
  rendering: 'being rendered',
};

/** A report job's progress as the page polls it: waiting, rendering, ready (with a link), or why it failed. */
export function JobStatus({ state, retry }: { state: JobState; retry: () => void }) {
  const elapsed = useElapsed(state.phase === 'waiting' ? state.since : null);
  switch (state.phase) {
    case 'sending':
    case 'waiting':
      return (
        <Alert
          type="info"
          role="status"
          showIcon
          icon={<Spin size="small" />}
          title="Preparing the PDF"
          description={
            state.phase === 'sending'
              ? 'Sending the report to the server…'
              : `The report is ${STATUS_TEXT[state.status] ?? state.status} (${elapsed} s). It downloads by itself when it is ready; the page checks every 10 seconds.`
          }
          style={{ marginBottom: 8 }}
        />
      );
    case 'ready':
      return (
        <Alert
          type="success"
          role="status"
          showIcon
          title="The PDF is ready"
          description={
            <>
              Its download has started. If it did not,{' '}
              <a href={state.url} style={inlineLink}>
                download it here
              </a>
              . Anyone with{' '}
              <a href={state.viewUrl} target="_blank" rel="noreferrer" style={inlineLink}>
                this shared view
              </a>{' '}
              can read the report without signing in while its link lasts.
            </>
          }
          style={{ marginBottom: 8 }}
        />
      );
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          title="The PDF could not be made"
          description={state.reason}
          action={
            <Button size="small" onClick={retry}>
              Retry
            </Button>
          }
          style={{ marginBottom: 8 }}
        />
      );
    default:
      return null;
  }
}

function useElapsed(since: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.round((now - since) / 1000));
}
