import type { Api } from '@condo/shared';
import type { ReportContext, ReportOptions, ReportRange, ReportSection } from '../kit/model';

export interface LoadContext {
  range: ReportRange;
  /** The extended page's choices beyond type and range (sub-type, periodical, …); empty on the inline page. */
  options: ReportOptions;
  signal?: AbortSignal | undefined;
  /** The calls it loads with: the console's `api` on the page, a per-draw instance when the API draws it. */
  api: Api;
}

/**
 * One report kind, declared: what it fetches and which sections it draws from that data. `Data` is plain JSON,
 * so Edit can show it, take it back changed, and draw the report again without fetching.
 */
export interface ReportKind<Data = unknown> {
  /** The `type` the spec names (lnpr_vms, alert, …). */
  type: string;
  /** The dropdown's label. */
  label: string;
  /** The report's title on its cover. */
  title: string;
  load: (context: LoadContext) => Promise<Data>;
  build: (data: Data, context: ReportContext) => ReportSection[];
  /** Its own printed footer (spec part 3 §2.2: the weekly digest's is a company address); else REPORT_FOOTER. */
  footer?: string;
  /** The longest range it covers, in days (spec part 3 §5: 6 for a week's report, else 30). */
  maxRangeDays?: number;
  /** The sections appear this long after the data (spec part 3 §4: lnpr_alert's 4 s reveal). */
  revealAfterMs?: number;
}

/** Declares a kind with its data type checked, stored with the others as `ReportKind<unknown>`. */
export const defineKind = <Data>(kind: ReportKind<Data>) => kind as unknown as ReportKind<unknown>;

/** The common filters of spec part 3 §7 for a range. */
export const rangeQuery = ({ range }: LoadContext) => ({ from_time: range.from, to_time: range.to });

/** Every page of a paged call, up to `cap` rows (a report is not a place for more). */
export async function allPages<Row>(
  fetchPage: (page: number) => Promise<{ data: Row[]; total_entries?: number | undefined }>,
  { cap = 5000 }: { cap?: number } = {},
): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; rows.length < cap; page += 1) {
    const response = await fetchPage(page);
    total = response.total_entries ?? response.data.length;
    rows.push(...response.data);
    if (!response.data.length || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total };
}

/** "Showing the first 5000 of 7200." when a table was cut. */
export const cutNote = (shown: number, total: number) =>
  total > shown ? `Showing the first ${shown} of ${total}.` : undefined;
