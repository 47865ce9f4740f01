import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, resolve, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { reportFileLink } from './links';

/** Where rendered reports go: a folder of the API (default) or an S3-compatible bucket. */
export interface ReportStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Where a browser downloads the file: a presigned URL, or a signed path from the API root. */
  url(key: string): Promise<string>;
  /** The stored bytes (a file the folder serves, a mail's attachment); null when absent. */
  read?(key: string): Promise<Buffer | null>;
  /** Removes the file; one already gone is no error (the retention purge may meet it twice). */
  delete(key: string): Promise<void>;
}

export const REPORT_FILE_NAME = 'Overall Reports.pdf';

/** The key of a report's PDF: `<condo id>/<report id>.pdf`. */
export const reportFileKey = (condoId: number, reportId: string) => `${condoId}/${reportId}.pdf`;

/**
 * The queue of the call-log reports (routes/call-logs/report.ts). Each of its jobs keeps one CSV, the attachment of
 * the mail it queues, at `callLogReportKey`; the retention purge deletes the job and its CSV together (retention.ts).
 */
export const CALL_LOG_REPORT_QUEUE = 'call_log_report';
/** The key of a call-log report's CSV: `<condo id>/call-log-reports/<job id>.csv`. */
export const callLogReportKey = (condoId: number, jobId: number) => `${condoId}/call-log-reports/${jobId}.csv`;

const CONTENT_TYPES = new Map([
  ['.pdf', 'application/pdf'],
  // The call-log report's CSV (routes/call-logs/report.ts), UTF-8 with a BOM.
  ['.csv', 'text/csv; charset=utf-8'],
]);

/** What a stored file is labelled with, by its key's extension: the store keeps PDFs and CSVs. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES.get(extname(key).toLowerCase()) ?? 'application/octet-stream';
}

/** `DATA_DIR/reports/<condo id>/<report id>.pdf`, served by `GET /api/v1/bms_reports/{id}/file` with a signed link. */
export function folderStorage(folder: string, link: { secret: Buffer; now: () => Date }): ReportStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`report key outside the folder: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async url(key) {
      return reportFileLink(link.secret, basename(key, '.pdf'), link.now().getTime());
    },
    async read(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3StorageOptions {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`: the bucket goes in the path (path-style). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket (default `reports`). */
  prefix?: string;
  /** Lifetime of a presigned download URL (default 3600 s). */
  urlTtlSeconds?: number;
  fetch?: typeof fetch;
}

/** An S3-compatible bucket (AWS, MinIO, R2, …): PUT signed with SigV4, downloads through presigned GET URLs. */
export function s3Storage(options: S3StorageOptions): ReportStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const prefix = options.prefix ?? 'reports';
  const objectUrl = (key: string) =>
    `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${[prefix, key]
      .filter(Boolean)
      .join('/')
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
  const send = options.fetch ?? fetch;
  return {
    async put(key, bytes) {
      const signed = await client.sign(objectUrl(key), {
        method: 'PUT',
        // A Buffer is a body under Node's fetch types and the DOM's alike (e2e type-checks this file with the DOM's).
        body: bytes as NonNullable<RequestInit['body']>,
        headers: { 'Content-Type': contentTypeOf(key), 'Content-Length': String(bytes.byteLength) },
      });
      const response = await send(signed);
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`S3 PUT ${key}: ${response.status} ${text.slice(0, 300)}`);
      }
    },
    async url(key) {
      const url = new URL(objectUrl(key));
      url.searchParams.set('X-Amz-Expires', String(options.urlTtlSeconds ?? 3600));
      url.searchParams.set('response-content-type', contentTypeOf(key));
      url.searchParams.set('response-content-disposition', `attachment; filename="${REPORT_FILE_NAME}"`);
      const signed = await client.sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
      return signed.url;
    },
    async read(key) {
      const response = await send(await client.sign(objectUrl(key), { method: 'GET' }));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there too.
      const response = await send(await client.sign(objectUrl(key), { method: 'DELETE' }));
      if (!response.ok && response.status !== 404) {
        const text = await response.text().catch(() => '');
        throw new Error(`S3 DELETE ${key}: ${response.status} ${text.slice(0, 300)}`);
      }
    },
  };
}

/** The S3 store when the environment names a bucket (docs/api/reports.md); otherwise undefined (the folder). */
export function s3StorageFromEnvironment(env: NodeJS.ProcessEnv): ReportStorage | undefined {
  if (!env.REPORTS_S3_BUCKET) return undefined;
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required when REPORTS_S3_BUCKET is set`);
    return value;
  };
  const region = env.REPORTS_S3_REGION || 'us-east-1';
  return s3Storage({
    endpoint: env.REPORTS_S3_ENDPOINT || `https://s3.${region}.amazonaws.com`,
    bucket: env.REPORTS_S3_BUCKET,
    region,
    accessKeyId: required('REPORTS_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('REPORTS_S3_SECRET_ACCESS_KEY'),
    ...(env.REPORTS_S3_PREFIX !== undefined ? { prefix: env.REPORTS_S3_PREFIX } : {}),
  });
}
