// A report is plain data: a title and a list of sections. The page draws it (ReportView), and the same document
// is what the PDF, the XLS and the server's report job are written from, so no kind is drawn three times.

/**
 * A table cell: text, a number, a link (the alert image), or an action the page may offer on it (an alert type
 * opening its own report); printed and exported, an action is its text.
 */
export type Cell = string | number | { text: string; href: string } | { text: string; action: string };

export interface TableColumn {
  key: string;
  title: string;
}

/** A run of text; `tone` colours it (the weekly digest's "more" in red and "less" in green). */
export interface TextRun {
  text: string;
  tone?: 'up' | 'down' | 'strong';
}

export type ReportSection =
  | { kind: 'heading'; text: string }
  | { kind: 'tiles'; title?: string; tiles: { label: string; value: number | string }[] }
  | { kind: 'donut'; title: string; slices: { name: string; value: number }[]; colors: readonly string[] }
  | {
      kind: 'line';
      title: string;
      categories: string[];
      series: { name: string; values: number[] }[];
      colors: readonly string[];
    }
  | { kind: 'table'; title?: string; columns: TableColumn[]; rows: Record<string, Cell>[]; note?: string }
  | { kind: 'paragraph'; runs: TextRun[] }
  /** A month, weeks from Sunday (spec part 3 §9), with a count on each day (missing days count 0). */
  | { kind: 'calendar'; title: string; month: string; counts: Record<string, number>; countLabel?: string }
  | { kind: 'empty'; text: string };

export interface ReportRange {
  /** ISO-8601 instants. */
  from: string;
  to: string;
}

/** Spec part 3 §2.1 "Periodical": Daily (daily), Weekly (week), Monthly (month). */
export type Periodical = 'daily' | 'week' | 'month';

/** The extended page's inputs beyond type and range (spec part 3 §2.1 "Other inputs"). */
export interface ReportOptions {
  subType?: string | undefined;
  periodical?: Periodical | undefined;
  /** visitor_vehicles_3's duration picker (HH:mm), in minutes (spec part 3 §5). */
  durationMinutes?: number | undefined;
  /** Employee attendance's Report Based. */
  reportBase?: 'employee_base_report' | 'date_base_report' | undefined;
  /** Attendance report: Checkin and Checkout, or Employee Entry. */
  employeeType?: 'checkin_checkout' | 'employee_entry' | undefined;
  /** Attendance report: Normal Details or Full Details. */
  detail?: 'normal' | 'full' | undefined;
}

/** What every kind may show beside its data: who the report is for and when. */
export interface ReportContext {
  condoName: string;
  logoUrl?: string | undefined;
  /** The condo's service UI (`url_host.service_ui`): alert images link to `/alerts/{id}/details` there. */
  serviceUrl?: string | undefined;
  range: ReportRange;
  options?: ReportOptions | undefined;
}

export interface ReportDocument {
  title: string;
  context: ReportContext;
  sections: ReportSection[];
  /** The printed footer when the kind has its own (the weekly digest's company address); else REPORT_FOOTER. */
  footer?: string | undefined;
}

/** The printed footer (spec part 3 §1). */
export const REPORT_FOOTER = 'every 3000 sheets of paper cost a tree';
export const NO_DATA = 'No Data Found!';
export const NO_CHART_DATA = 'No data available';
export const UNKNOWN_TYPE = 'No report available for the selected type';
