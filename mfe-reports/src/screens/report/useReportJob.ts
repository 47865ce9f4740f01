import { api, resolveApiUrl } from '@condo/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failure } from '../../report-kit/failure';

/** Spec part 3 §9: a report job is polled every 10 s. */
export const POLL_MS = 10_000;

export type JobState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'waiting'; id: string; status: string | undefined; since: number }
  | { phase: 'ready'; id: string; url: string; viewUrl: string | undefined; revocable: boolean }
  | { phase: 'failed'; reason: string };

/**
 * Spec part 3 §4: Download posts the report's HTML as a report job, polls its details every 10 s until the file is
 * there, then downloads it by itself. A failed render says why.
 */
export function useReportJob() {
  const [state, setState] = useState<JobState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
      clearTimeout(timer.current);
    },
    [],
  );

  const poll = useCallback(async (id: string, since: number) => {
    try {
      const { data } = await api.bmsReports.details(id, { silent: true });
      if (!live.current) return;
      // The spec's details give `s3_url` only (part 3 §7). `status`, `error`, `view_url` and `view_url_revocable` are
      // additions of the reference API: without them the page polls until s3_url, says "being prepared" meanwhile,
      // and offers no shared view or Revoke link.
      if (data.s3_url) {
        const url = resolveApiUrl(data.s3_url);
        setState({
          phase: 'ready',
          id,
          url,
          viewUrl: data.view_url || undefined,
          revocable: Boolean(data.view_url) && data.view_url_revocable === true,
        });
        saveFile(url);
      } else if (data.status === 'failed') {
        setState({ phase: 'failed', reason: data.error ?? 'The report could not be rendered.' });
      } else {
        setState({ phase: 'waiting', id, status: data.status, since });
        timer.current = setTimeout(() => poll(id, since), POLL_MS);
      }
    } catch (error) {
      if (live.current) setState({ phase: 'failed', reason: failure(error) });
    }
  }, []);

  const start = useCallback(
    async (html: string) => {
      clearTimeout(timer.current);
      setState({ phase: 'sending' });
      try {
        const { data: id } = await api.bmsReports.create(html, { silent: true });
        const since = Date.now();
        setState({ phase: 'waiting', id, status: 'queued', since });
        timer.current = setTimeout(() => poll(id, since), POLL_MS);
      } catch (error) {
        setState({ phase: 'failed', reason: failure(error) });
      }
    },
    [poll],
  );

  /** Withdraws every shared link of the report (an API addition); the shown link becomes the new one. */
  const revokeLink = useCallback(async (id: string) => {
    const { data } = await api.bmsReports.revokeLink(id, { notifySuccess: true });
    if (!live.current) return;
    setState((current) =>
      current.phase === 'ready' && current.id === id ? { ...current, viewUrl: data.view_url } : current,
    );
  }, []);

  return { state, start, revokeLink, reset: () => setState({ phase: 'idle' }) };
}

function saveFile(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = 'Overall Reports.pdf';
  document.body.append(link);
  link.click();
  link.remove();
}
