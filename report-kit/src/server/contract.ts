// The plain types of `@condo/report-kit/server` (no DOM, no React), shared by its implementation (index.tsx) and
// the declarations the API's type check reads (entry.ts).

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
  /**
   * The condo's logo as an inline (data:) picture, or undefined to leave it out: the API draws the logos it serves
   * itself (the demo condos'). The renderer fetches nothing; without this only a data: logo shows.
   */
  inlineLogo?: (url: string) => Promise<string | undefined>;
}

export interface DrawnReport {
  /** The kind's title, e.g. "Your Weekly Update". */
  title: string;
  condoName: string;
  /** A standalone HTML document: styles inline, charts as SVG, nothing to fetch (a report job's input). */
  html: string;
}
