/**
 * The Create Condo wizard's derived fields (spec part 2 §5). The schema name follows the name (lower case, spaces →
 * '-') until the user edits it; the web and service urls follow the schema name, on the template every condo's
 * url_host uses (api/src/seed/demo-condos.ts): `https://{schema}.web.smartcondo.example` and
 * `https://{schema}.service.smartcondo.example`.
 *
 * Spec §5 clears both urls when the derived web url is at most 23 characters or the service url at most 32: the
 * lengths of a url with no schema name on the original hosts. On this template an empty schema name gives 31 and 35
 * characters, so the urls are also cleared whenever there is no valid schema name to put in them
 * (docs/condo-setup.md).
 */
export const WEB_URL_MIN_LENGTH = 23;
export const SERVICE_URL_MIN_LENGTH = 32;
export const SCHEMA_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const webUrlOf = (schema: string) => `https://${schema}.web.smartcondo.example`;
export const serviceUrlOf = (schema: string) => `https://${schema}.service.smartcondo.example`;

/** 'Lakeside  Gardens' → 'lakeside-gardens': lower case, each run of spaces one '-'. */
export function schemaNameOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export interface DerivedUrls {
  web_ui: string;
  service_ui: string;
}

export function urlsOf(schema: string): DerivedUrls {
  const web = webUrlOf(schema);
  const service = serviceUrlOf(schema);
  const cleared =
    !SCHEMA_NAME_PATTERN.test(schema) || web.length <= WEB_URL_MIN_LENGTH || service.length <= SERVICE_URL_MIN_LENGTH;
  return cleared ? { web_ui: '', service_ui: '' } : { web_ui: web, service_ui: service };
}
