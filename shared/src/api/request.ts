import type { Method } from 'axios';
import type { Aggregation, Envelope } from '../contract';
import { baseUrlFor, getCurrentCondo, type Scope } from './config';
import { httpClient, type RequestMeta } from './http';
import { type Query, serializeQuery } from './query';

/** What a screen may ask of one call. */
export interface CallOptions {
  /** Toast the server message (else 'Saved Successfully.!!!') when this write succeeds. */
  notifySuccess?: boolean;
  /** No error toasts: the caller shows its own (a failed workflow fetch is only logged). */
  silent?: boolean;
  /** 401/403 do not log out (login screens). */
  keepSession?: boolean;
  /** Address this condo instead of the current one. */
  condo?: string;
  signal?: AbortSignal;
  /** How much of a FormData body has gone out, 0 to 1 (an upload's progress bar). */
  onUploadProgress?: (fraction: number) => void;
}

/** One endpoint of the contract, declared once. */
export interface EndpointSpec {
  method?: Method;
  /** `/api/v1/vizitins/{id}/reset`: `{name}` segments are filled from `params`. */
  path: string;
  /** 'condo' (default): the condo's base URL; 'global': the manifest's baseUrl. */
  scope?: Scope;
  /** Body wrapper key: `{ cameras: body }`. FormData bodies go unwrapped. */
  wrap?: string;
  /**
   * 'form': the wrapped body goes as `application/x-www-form-urlencoded`, one `wrap[field]=value` pair a field (spec
   * part 1 §7 "form body", the bots). Absent: JSON.
   */
  encoding?: 'form';
  /** Array query keys sent repeated (`call_type=a&call_type=b`) instead of `key[]=a&key[]=b`. */
  repeated?: readonly string[];
}

export type PathParams = Record<string, string | number>;

export interface CallInput<TQuery extends Query = Query, TBody = unknown> {
  params?: PathParams;
  query?: TQuery;
  body?: TBody;
}

function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter {${name}} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** One call as a non-browser carrier sees it: the URL from the manifest's bases, the wrapped body, the headers. */
export interface CarriedCall {
  method: Method;
  url: string;
  data: unknown;
  headers?: Record<string, string> | undefined;
}

let carrier: ((call: CarriedCall) => Promise<unknown>) | null = null;

/**
 * Carries every call through `carry` instead of the console's axios client (no toasts, no session, no refresh). The
 * API sets it to draw a user report with the reports area's own declarations; nothing in the console does.
 */
export function carryCallsWith(carry: ((call: CarriedCall) => Promise<unknown>) | null): void {
  carrier = carry;
}

/** `{name: 'Gate', read_only: false}` under `bots` → `bots[name]=Gate&bots[read_only]=false`; absent fields are left out. */
function formBody(wrap: string, body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(`${wrap}[${field}]`, String(value));
  }
  return form;
}

/** Low-level call used by the declarations; resolves with the envelope. */
export async function send<T, A = Aggregation>(
  spec: EndpointSpec,
  input: CallInput = {},
  options: CallOptions = {},
  extra: { headers?: Record<string, string>; authorization?: string } = {},
): Promise<Envelope<T, A>> {
  const scope = spec.scope ?? 'condo';
  const url =
    baseUrlFor(scope, options.condo) + fillPath(spec.path, input.params) + serializeQuery(input.query, spec.repeated);
  const body = input.body;
  const data =
    body === undefined || !spec.wrap || (typeof FormData !== 'undefined' && body instanceof FormData)
      ? body
      : spec.encoding === 'form'
        ? formBody(spec.wrap, body as Record<string, unknown>)
        : { [spec.wrap]: body };
  if (carrier) {
    return (await carrier({ method: spec.method ?? 'GET', url, data, headers: extra.headers })) as Envelope<T, A>;
  }
  const meta: RequestMeta = {
    notifySuccess: options.notifySuccess,
    silent: options.silent,
    keepSession: options.keepSession,
    authorization: extra.authorization,
    condo: scope === 'condo' ? (options.condo ?? getCurrentCondo() ?? undefined) : undefined,
  };
  const http = await httpClient();
  const response = await http.request<Envelope<T, A>>({
    method: spec.method ?? 'GET',
    url,
    data,
    headers: extra.headers,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress
      ? (event) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
      : undefined,
    meta,
  });
  return response.data;
}

/** A single endpoint as a function: `(input, options) => Promise<Envelope<TData>>`. */
export function endpoint<TData, TQuery extends Query = Query, TBody = never>(spec: EndpointSpec) {
  return (input: CallInput<TQuery, TBody> = {}, options?: CallOptions) => send<TData>(spec, input, options);
}

export type Id = string | number;

/**
 * The usual REST set of one resource, declared once: list (GET path?query), get (GET path/{id}),
 * create (POST, wrapped body), update (PUT path/{id}, wrapped body), remove (DELETE path/{id}).
 */
export function defineResource<TItem, TQuery extends Query = Query, TInput = Partial<TItem>>(
  spec: Omit<EndpointSpec, 'method'>,
) {
  const item = `${spec.path}/{id}`;
  return {
    spec,
    list: (query?: TQuery, options?: CallOptions) => send<TItem[]>({ ...spec, method: 'GET' }, { query }, options),
    get: (id: Id, options?: CallOptions) =>
      send<TItem>({ ...spec, path: item, method: 'GET' }, { params: { id } }, options),
    create: (body: TInput, options?: CallOptions) => send<TItem>({ ...spec, method: 'POST' }, { body }, options),
    update: (id: Id, body: TInput, options?: CallOptions) =>
      send<TItem>({ ...spec, path: item, method: 'PUT' }, { params: { id }, body }, options),
    remove: (id: Id, options?: CallOptions) =>
      send<unknown>({ ...spec, path: item, method: 'DELETE' }, { params: { id } }, options),
  };
}
