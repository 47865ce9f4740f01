import type { ReportDocument } from '@condo/report-kit';
import { notify } from '@condo/shared';
import { Button } from '@condo/shared/antd';
import { useState } from 'react';
import { hasRows, saveFile } from './files';
import { type ExportFormat, formats } from './formats';

export interface ExportButtonsProps {
  /** The report as drawn; undefined while there is none (not previewed, loading, failed, wrong shape). */
  report: ReportDocument | undefined;
}

/**
 * Download PDF and Download XLS: the report as drawn, written in the browser. Each is busy while it works and
 * says so when it fails; both are disabled while there is no report or it has no rows (`hasRows`).
 */
export function ExportButtons({ report }: ExportButtonsProps) {
  const exportable = report && hasRows(report) ? report : undefined;
  return (
    <>
      {formats.map((format) => (
        <ExportButton key={format.label} format={format} report={exportable} />
      ))}
    </>
  );
}

function ExportButton({ format, report }: { format: ExportFormat; report: ReportDocument | undefined }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!report) return;
    setBusy(true);
    try {
      saveFile(await format.write(report), format.fileName(report));
    } catch (error) {
      notify.error(`The ${format.label} could not be made: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={download} loading={busy} disabled={!report}>
      Download {format.label}
    </Button>
  );
}
