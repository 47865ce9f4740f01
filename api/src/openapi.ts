import { buildApp } from './app';

/** The OpenAPI document, built from the route schemas without a database, keys on disk or a listening server. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({ logger: false });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
