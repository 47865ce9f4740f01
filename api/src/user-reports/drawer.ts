import type { DrawnReport, ServerCall } from '@condo/report-kit/server';
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

// The report kit's server entry, loaded on the first draw only (it brings React and ECharts: the API at rest stays
// without them; the compiled API has them in a chunk of their own, scripts/build-api.mjs).
let drawing: Promise<typeof import('@condo/report-kit/server')> | undefined;
const reportKit = () => (drawing ??= import('@condo/report-kit/server'));

export async function userReportTypes(): Promise<readonly string[]> {
  return (await reportKit()).reportTypes;
}

/**
 * The report's calls, carried as the recipient's: through the API's own routes (in process, `app.inject`) with an
 * access token of theirs, so every route's authentication, role and condo checks apply as on the Download Reports
 * page and the report holds only what they may read (docs/decisions.md, API-1).
 */
export async function callsAs(app: FastifyInstance, recipient: { id: number; email: string }) {
  const token = await app.tokens.issueAccess(recipient);
  return async ({ method, url, data }: ServerCall): Promise<unknown> => {
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
}

/**
 * Draws a user report as its recipient would see it on the Download Reports page: the kit's kind loads its data with
 * the recipient's calls (callsAs). Draws share nothing: several may run at once.
 */
export async function drawAs(
  app: FastifyInstance,
  recipient: { id: number; email: string },
  report: { type: string; condo: string; range: { from: Date; to: Date } },
): Promise<DrawnReport> {
  const [{ drawReport }, call] = await Promise.all([reportKit(), callsAs(app, recipient)]);
  return drawReport({
    type: report.type,
    condo: report.condo,
    range: { from: report.range.from.toISOString(), to: report.range.to.toISOString() },
    call,
    inlineLogo: (url) => ownLogo(app, url),
  });
}

/** A logo larger than this is left out of a mailed report rather than inlined. */
const LOGO_BYTES = 64 * 1024;

/**
 * A logo this API serves itself (an address under publicApiUrl, as the demo condos' `/gateway/demo_logos/…`), read in
 * process and inlined as a data: picture. Any other address is left out: the renderer fetches nothing from the network.
 */
export async function ownLogo(app: FastifyInstance, url: string): Promise<string | undefined> {
  const base = new URL(`${app.publicApiUrl}/`);
  const address = new URL(url, base);
  if (address.origin !== base.origin || !address.pathname.startsWith(base.pathname)) return undefined;
  const response = await app.inject({ method: 'GET', url: `/${address.pathname.slice(base.pathname.length)}` });
  const type = String(response.headers['content-type'] ?? '').split(';')[0] as string;
  if (response.statusCode !== 200 || !type.startsWith('image/') || response.rawPayload.length > LOGO_BYTES) {
    return undefined;
  }
  return `data:${type};base64,${response.rawPayload.toString('base64')}`;
}
