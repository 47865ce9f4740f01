import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope } from '../../plugins/envelope';

/** The largest report HTML accepted (characters); a longer one is a 422, a body past the route's limit a 413. */
export const MAX_REPORT_HTML = 5 * 1024 * 1024;
/** Room for JSON escaping of MAX_REPORT_HTML characters (quotes, newlines) in the body. */
export const REPORT_BODY_LIMIT = 12 * 1024 * 1024;

export const BmsReportDetails = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    status: addition(
      'Not in the spec’s report job (id, s3_url)',
      Type.Union([Type.Literal('queued'), Type.Literal('rendering'), Type.Literal('ready'), Type.Literal('failed')]),
    ),
    s3_url: Type.Union([Type.String(), Type.Null()], {
      description:
        'Where to download the PDF once ready (null before): a presigned URL of the S3 store, or a signed path from ' +
        'the API root for the folder store; it works for about an hour',
    }),
    error: addition(
      'Not in the spec’s report job (id, s3_url)',
      Type.Union([Type.String(), Type.Null()], { description: 'Why the report failed; null otherwise' }),
    ),
    view_url: addition(
      'Not in the spec’s report job (id, s3_url)',
      Type.String({
        description:
          "The console's public viewer of this report: /html/report/{id}?tenant={condo}&token={viewer token}; it works " +
          'for 7 days or until the links are revoked',
      }),
    ),
    view_url_revocable: addition(
      'Not in the spec’s report job (id, s3_url)',
      Type.Optional(
        Type.Boolean({
          description:
            'Addition (not in the spec): true when POST /api/v1/bms_reports/{id}/revoke_link can withdraw view_url and ' +
            'every earlier link of the report; absent from an API without it',
        }),
      ),
    ),
    created_at: addition('Not in the spec’s report job (id, s3_url)', Type.String({ format: 'date-time' })),
    updated_at: addition('Not in the spec’s report job (id, s3_url)', Type.String({ format: 'date-time' })),
  },
  { $id: 'BmsReportDetails' },
);

export const bmsReportComponents = [BmsReportDetails];

export const BmsReportCreateBody = Type.Object({
  content: Type.String({
    minLength: 1,
    maxLength: MAX_REPORT_HTML,
    description:
      'The report as a whole HTML document; rendered without JavaScript and without network access. It is sanitised ' +
      'when posted (an allow-list: no link, meta, base, frames, objects, scripts or event handlers; images and ' +
      'stylesheets only inline: data: URLs, no @import or remote url()), and the viewer serves it as kept',
  }),
});

/** Any text: a malformed id is a 404 like an unknown one, never a 422 that says which ids exist. */
export const BmsReportParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const BmsReportFileQuery = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  signature: Type.String({ maxLength: 100 }),
});

export const BmsReportCreateResponse = Envelope(Type.String({ format: 'uuid', description: 'The report id' }));
export const BmsReportDetailsResponse = Envelope(Type.Ref('BmsReportDetails'));
export const BmsReportRevokeLinkResponse = Envelope(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    view_url: Type.String({ description: 'A new link to the public viewer; every earlier one answers 404' }),
  }),
);
export const BmsReportHtmlResponse = Envelope(Type.String({ description: 'The report HTML' }));
