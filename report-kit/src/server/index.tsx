/** @jsxRuntime automatic @jsxImportSource react */
// (The API draws this file too, outside the tsconfig that says so: the pragma keeps its JSX the same there.)
// `@condo/report-kit/server`: the API draws a user report to mail with the same kinds and report view as the
// Download Reports page, its calls carried to the API's own routes (docs/reports.md, "User reports mailed on
// schedule"). The API's type check reads entry.ts (package.json's "types" condition), which this file must match.
import { createApi } from '@condo/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { inlineKinds, kindOf } from '../kinds';
import { ChartComponent } from '../kit/ChartSection';
import { ReportView } from '../kit/ReportView';
import { reportHtml } from '../kit/reportHtml';
import type { DrawnReport, DrawReportInput } from './contract';
import { StaticChart } from './StaticChart';

export type { DrawnReport, DrawReportInput, ServerCall } from './contract';

/** The API's own routes: global calls from its root, per-condo calls under /tenants/{condo}. */
const API_ROUTES = { baseUrl: '', condoBaseUrlTemplate: '/tenants/{condo}' };

/**
 * Draws one report: the kind loads through calls of its own (this draw's condo and carrier, nothing module-wide), so
 * draws for different condos and recipients may run at the same time.
 */
export async function drawReport({ type, condo, range, call, inlineLogo }: DrawReportInput): Promise<DrawnReport> {
  const kind = kindOf(type);
  if (!kind) throw new Error(`No report available for the selected type (${type})`);
  const api = createApi({ call, condo, bases: API_ROUTES });
  const { data: details } = await api.condos.get(condo);
  const logo = details.logo_url;
  const context = {
    condoName: details.name,
    // The renderer fetches nothing: a mailed report shows an inline (data:) logo, or one the caller inlines.
    logoUrl: !logo ? undefined : logo.startsWith('data:') ? logo : await inlineLogo?.(logo),
    serviceUrl: details.url_host?.service_ui,
    range,
  };
  const data = await kind.load({ range, options: {}, api });
  const report = { title: kind.title, footer: kind.footer, context, sections: kind.build(data, context) };
  const markup = renderToStaticMarkup(
    <ChartComponent.Provider value={StaticChart}>
      <ReportView report={report} />
    </ChartComponent.Provider>,
  );
  return { title: kind.title, condoName: details.name, html: reportHtml(markup, kind.title) };
}

/** The report kinds a user report may name. */
export const reportTypes: readonly string[] = inlineKinds.map((kind) => kind.type);
