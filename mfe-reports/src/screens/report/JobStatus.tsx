import { Alert, App, Button, Spin } from '@condo/shared/antd';
import { useEffect, useState } from 'react';
import type { JobState } from './useReportJob';

/**
 * Links inside text are underlined and dark enough for the alert's tinted background: the theme's pressed-link shade
 * (6.6:1 on the success tint in the light theme, its light blue in the dark one).
 */
export const inlineLink = { textDecoration: 'underline', color: 'var(--ant-color-link-active)' } as const;

const STATUS_TEXT: Record<string, string> = {
  queued: 'waiting for its turn',
  rendering: 'being rendered',
};

export const REVOKE_QUESTION = 'Revoke the shared link?';
export const REVOKE_WARNING =
  'Anyone who has the link, or an earlier one, can no longer open the report. A new link takes its place here.';

interface JobStatusProps {
  state: JobState;
  retry: () => void;
  /** Withdraws the report's shared links; offered when the API can (details' view_url_revocable). */
  revokeLink: (id: string) => Promise<void>;
}

/** A report job's progress as the page polls it: waiting, rendering, ready (with a link), or why it failed. */
export function JobStatus({ state, retry, revokeLink }: JobStatusProps) {
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
              : `The report is ${(state.status && STATUS_TEXT[state.status]) || state.status || 'being prepared'} (${elapsed} s). It downloads by itself when it is ready; the page checks every 10 seconds.`
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
              .
              {state.viewUrl ? (
                <>
                  {' '}
                  Anyone with{' '}
                  <a href={state.viewUrl} target="_blank" rel="noreferrer" style={inlineLink}>
                    this shared view
                  </a>{' '}
                  can read the report without signing in while its link lasts.
                </>
              ) : null}
            </>
          }
          action={state.revocable ? <RevokeLink revoke={() => revokeLink(state.id)} /> : undefined}
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

/** Revoke link, after a confirmation; a failure is shown by the API client and the link stays. */
function RevokeLink({ revoke }: { revoke: () => Promise<void> }) {
  const { modal } = App.useApp();
  const confirm = () =>
    modal.confirm({
      title: REVOKE_QUESTION,
      content: REVOKE_WARNING,
      okText: 'Revoke link',
      cancelText: 'Cancel',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => revoke().catch(() => undefined),
    });
  return (
    <Button size="small" danger onClick={confirm}>
      Revoke link
    </Button>
  );
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
