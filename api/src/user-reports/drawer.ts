import type { DrawnReport, ReportServer, ServerCall } from '@condo/mfe-reports/server-contract';
import type { FastifyInstance } from 'fastify';

/** A refusal of one of the report's calls (the recipient may not read that data, the condo is gone, …). */
export class ReportCallRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

// The reports area's server entry, loaded on the first draw (it brings React and ECharts). Named through a
// variable so the API's type check stays out of the browser code; its shape is the contract imported above.
const SERVER_ENTRY = '@condo/mfe-reports/server';
let server: Promise<ReportServer> | undefined;
const reportServer = () =>
  (server ??= (async () => {
    // The bundled API that npm start runs (scripts/build-api.mjs) has no tsx loaded: it comes with the first draw.
    if (process.env.API_BUNDLE === '1') (await import('tsx/esm/api')).register();
    return ((await import(SERVER_ENTRY)) as { reportServer: ReportServer }).reportServer;
  })());

export async function userReportTypes(): Promise<readonly string[]> {
  return (await reportServer()).types;
}

/**
 * Draws a user report as its recipient would see it on the Download Reports page: the area's kind loads its data
 * through the API's own routes with an access token of the recipient, so the report holds only what they may read.
 */
export async function drawAs(
  app: FastifyInstance,
  recipient: { id: number; email: string },
  report: { type: string; condo: string; range: { from: Date; to: Date } },
): Promise<DrawnReport> {
  const token = await app.tokens.issueAccess(recipient);
  const call = async ({ method, url, data }: ServerCall) => {
    const response = await app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: { authorization: `JWT ${token}` },
      ...(data === undefined ? {} : { payload: data as object }),
    });
    const body = response.json() as { message?: string };
    if (response.statusCode >= 400) {
      throw new ReportCallRefused(response.statusCode, `${url.split('?')[0]}: ${body.message ?? response.statusCode}`);
    }
    return body;
  };
  return (await reportServer()).drawReport({
    type: report.type,
    condo: report.condo,
    range: { from: report.range.from.toISOString(), to: report.range.to.toISOString() },
    call,
  });
}
