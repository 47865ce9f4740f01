// What the API sees of the reports area's server entry (`@condo/mfe-reports/server`): plain types, no DOM, so the
// API's type check reads this file and not the browser code behind it.

/** One call of a report's declarations, as the API carries it to its own routes. */
export interface ServerCall {
  method: string;
  /** From the API root: `/tenants/{condo}/api/v1/…?…` or a global path. */
  url: string;
  data: unknown;
}

export interface DrawReportInput {
  /** A user report's type: one of the inline kinds (lnpr_vms … vms_device_report). */
  type: string;
  /** The condo alias the calls address. */
  condo: string;
  /** ISO instants, `to` inclusive (the end of the range's last day). */
  range: { from: string; to: string };
  /** Carries each call (the API: to its own routes, as the report's recipient). Throws on a refusal. */
  call: (call: ServerCall) => Promise<unknown>;
}

export interface DrawnReport {
  /** The kind's title, e.g. "Your Weekly Update". */
  title: string;
  condoName: string;
  /** A standalone HTML document: styles inline, charts as SVG, nothing to fetch (a report job's input). */
  html: string;
}

export interface ReportServer {
  /** The report kinds a user report may name. */
  types: readonly string[];
  drawReport(input: DrawReportInput): Promise<DrawnReport>;
}
