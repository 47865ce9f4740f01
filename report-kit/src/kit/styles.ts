/**
 * The report's look as one stylesheet, drawn inside the page and written into the HTML a report job renders,
 * so the preview, the print and the server's PDF look alike. Table headers repeat on every printed page.
 */
export const REPORT_CSS = `
.report { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2328; background: #fff;
  padding: 24px; max-width: 1100px; margin: 0 auto; font-size: 14px; }
.report-cover { display: flex; align-items: center; gap: 16px; border-bottom: 2px solid #1f6feb; padding-bottom: 12px;
  margin-bottom: 16px; }
.report-cover img { max-height: 56px; max-width: 160px; object-fit: contain; }
.report-cover h2 { margin: 0; font-size: 22px; }
.report-cover p { margin: 2px 0 0; color: #59636e; }
.report-heading { font-size: 18px; margin: 24px 0 8px; }
.report-subtitle { font-weight: 600; margin: 16px 0 8px; }
.report-tiles { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0 16px; padding: 0; list-style: none; }
.report-tiles li { flex: 1 1 160px; border: 1px solid #d1d9e0; border-radius: 8px; padding: 12px 16px; }
.report-tiles .label { display: block; color: #59636e; font-size: 13px; }
.report-tiles .value { display: block; font-size: 24px; font-weight: 600; }
.report-charts { display: flex; flex-wrap: wrap; gap: 16px; }
.report-chart { flex: 1 1 420px; margin: 0; min-width: 0; break-inside: avoid; }
.report-table { width: 100%; border-collapse: collapse; margin: 4px 0 16px; font-size: 13px; }
.report-table caption { text-align: left; font-weight: 600; padding: 8px 0; }
.report-table th, .report-table td { border: 1px solid #d1d9e0; padding: 6px 8px; text-align: left; vertical-align: top; }
.report-table thead th { background: #f6f8fa; }
.report-table thead { display: table-header-group; }
.report-table tr { break-inside: avoid; }
.report-calendar td { height: 48px; width: 14.28%; }
.report-calendar .day { display: block; font-weight: 600; }
.report-calendar .count { display: block; color: #59636e; font-size: 12px; }
.report-action { background: none; border: 0; padding: 0; color: #0969da; text-decoration: underline; cursor: pointer;
  font: inherit; text-align: left; }
.report-note { color: #59636e; font-size: 12px; }
.report-empty { color: #59636e; padding: 16px 0; }
.report-paragraph { font-size: 15px; line-height: 1.6; margin: 8px 0; }
.report-paragraph .up { color: #cf222e; font-weight: 600; }
.report-paragraph .down { color: #1a7f37; font-weight: 600; }
.report-paragraph .strong { font-weight: 600; }
.report-footer { margin-top: 32px; border-top: 1px solid #d1d9e0; padding-top: 8px; color: #59636e; font-size: 12px;
  text-align: center; }
.report .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
@media print {
  body * { visibility: hidden !important; }
  .report, .report * { visibility: visible !important; }
  .report { position: absolute; left: 0; top: 0; width: 100%; padding: 0; max-width: none; }
  .report .visually-hidden { visibility: hidden !important; }
}
`;
