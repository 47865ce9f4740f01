import type { CallOptions, Client } from '../request';

const path = '/api/v1/bms_reports';

/** Report jobs (spec part 3 §4, §7): post the HTML, poll details every 10 s until s3_url, then download it. */
export const bmsReports = ({ send }: Client) => ({
  /** `POST /api/v1/bms_reports` with `{content: html}` → data: the report id. */
  create: (content: string, options?: CallOptions) => send({ path, method: 'POST' }, { body: { content } }, options),
  /** `GET /api/v1/bms_reports/{id}/details` → data.s3_url (null until ready), status, error, view_url. */
  details: (id: string, options?: CallOptions) =>
    send({ path: '/api/v1/bms_reports/{id}/details' }, { params: { id } }, options),
  /**
   * `POST /api/v1/bms_reports/{id}/revoke_link` (an addition, docs/api/reports.md; offered only when details'
   * view_url_revocable says the API has it): every earlier shared link stops working; data.view_url is a new one.
   */
  revokeLink: (id: string, options?: CallOptions) =>
    send({ path: '/api/v1/bms_reports/{id}/revoke_link', method: 'POST' }, { params: { id } }, options),
  /**
   * `GET /api/v1/bms_reports/{id}` → data: the HTML. The public viewer sends the tenant from the query and, when the
   * link has a token, `JWT {token}` (spec part 3 §7 "sent with a JWT header when a token is in the query"); never
   * the console's session.
   */
  html: (id: string, token: string | undefined, options?: CallOptions) =>
    send(
      { path: '/api/v1/bms_reports/{id}' },
      { params: { id } },
      { keepSession: true, ...options },
      {
        authorization: token ? `JWT ${token}` : '',
      },
    ),
});
