import type { ReportKind } from '@condo/report-kit';
import { type ReportContext, type ReportDocument, ReportView, UNKNOWN_TYPE } from '@condo/report-kit';
import { describeError } from '@condo/shared';
import { Alert, Button, Skeleton } from '@condo/shared/antd';
import { useEffect, useMemo, useState } from 'react';

export type BuiltReport = { report: ReportDocument } | { problem: string };

export interface ReportPreviewProps {
  kind: ReportKind | undefined;
  data: unknown;
  /** The document built from `data` (useBuiltReport): the screen hands the same one to the exports. */
  built: BuiltReport;
  loading: boolean;
  error: unknown;
  retry: () => void;
  onAction?: ((action: string) => void) | undefined;
}

/** A kind's report: a skeleton until its data (and its reveal delay) is there, the failure with Retry, then it. */
export function ReportPreview({ kind, data, built, loading, error, retry, onAction }: ReportPreviewProps) {
  const revealed = useReveal(kind?.revealAfterMs ?? 0, data);
  if (!kind) return <p className="report-empty">{UNKNOWN_TYPE}</p>;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="The report could not be loaded"
        description={describeError(error)}
        action={
          <Button size="small" onClick={retry}>
            Retry
          </Button>
        }
      />
    );
  }
  if (loading || data === undefined || !revealed) {
    return (
      <div role="status" aria-busy="true" aria-label={`Loading ${kind.title}`}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if ('problem' in built) {
    return <Alert type="warning" showIcon title="This data does not fit the report" description={built.problem} />;
  }
  return <ReportView report={built.report} onAction={onAction} />;
}

/** The document of a kind's data, built once per change of data or context. */
export const useBuiltReport = (kind: ReportKind | undefined, data: unknown, context: ReportContext) =>
  useMemo(() => buildReport(kind, data, context), [kind, data, context]);

/** Builds the document; edited JSON of the wrong shape says why instead of breaking the page. */
export function buildReport(kind: ReportKind | undefined, data: unknown, context: ReportContext): BuiltReport {
  if (!kind || data === undefined) return { problem: UNKNOWN_TYPE };
  try {
    return { report: { title: kind.title, footer: kind.footer, context, sections: kind.build(data, context) } };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

function useReveal(delayMs: number, data: unknown) {
  const [revealedFor, setRevealedFor] = useState<unknown>(delayMs ? undefined : data);
  useEffect(() => {
    if (!delayMs) return setRevealedFor(data);
    const timer = setTimeout(() => setRevealedFor(data), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, data]);
  return !delayMs || revealedFor === data;
}
