// The report kinds and the kit that draws them (docs/reports.md): what the Download Reports pages of mfe-reports
// show and what the API mails as a user report (`@condo/report-kit/server`). Screen-only parts (drawers, page state)
// stay in mfe-reports.
export * from './kinds';
export * from './kinds/alert-columns';
export * from './kinds/alert-types';
export * from './kinds/alerts';
export * from './kinds/extended';
export * from './kinds/kind';
export * from './kinds/weekly';
export * from './kit/chartOption';
export * from './kit/figures';
export * from './kit/format';
export * from './kit/model';
export * from './kit/palette';
export * from './kit/ReportView';
export * from './kit/reportHtml';
