// The bench page: the report exporters exactly as mfe-reports ships them (same modules, same lazy chunks), driven
// by bench/report-export.mjs through `window.exportBench`. Built only by the benchmark, never part of the product.
import { reportToPdf } from '../../mfe-reports/src/export/pdf';
import { sampleReport } from '../../mfe-reports/src/export/sample';
import { reportToXls } from '../../mfe-reports/src/export/xls';

const writers = { pdf: reportToPdf, xls: reportToXls };

async function run(format: keyof typeof writers, rows: number) {
  const report = sampleReport(rows);
  const started = performance.now();
  const blob = await writers[format](report);
  const ms = performance.now() - started;
  const text = format === 'pdf' ? new TextDecoder('latin1').decode(await blob.arrayBuffer()) : '';
  return {
    ms,
    bytes: blob.size,
    pages: (text.match(/\/Type \/Page\b/g) ?? []).length,
    jpegs: (text.match(/\/Filter \/DCTDecode/g) ?? []).length,
  };
}

(window as unknown as { exportBench: { run: typeof run } }).exportBench = { run };
document.body.dataset.ready = 'true';
