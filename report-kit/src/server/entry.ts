// What `@condo/report-kit/server` exports, as the API's type check sees it: package.json's "types" condition points
// here, so the API checks its import against these declarations without reading the React and ECharts code behind
// them (nor @condo/shared's browser code, which the API's settings, without DOM, would not compile).
// entry.typecheck.ts fails the report kit's type check if index.tsx stops matching them.
import type { DrawnReport, DrawReportInput } from './contract';

export type { DrawnReport, DrawReportInput, ServerCall } from './contract';

/** The report kinds a user report may name. */
export declare const reportTypes: readonly string[];

/**
 * Draws one report of `type` for `condo` over `range`, each of the kind's calls carried by `call`. Draws share no
 * state: any number may run at once.
 */
export declare function drawReport(input: DrawReportInput): Promise<DrawnReport>;
