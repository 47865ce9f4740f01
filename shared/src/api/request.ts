import type { Method } from 'axios';
import type { Envelope } from '../contract';
import { type ApiConfig, baseUrlFor, getCurrentCondo, type Scope } from './config';
import { httpClient, type RequestMeta } from './http';
import type {
  AggregationOf,
  ApiPath,
  BodyOf,
  CallInput,
  DataOf,
  Id,
  Operation,
  PathWith,
  PlainPathWith,
  QueryOf,
  Verb,
} from './operations';
import { type Query, serializeQuery } from './query';

/** What a screen may ask of one call. */
export interface CallOptions {
  /** Toast the server message (else 'Saved Successfully.!!!') when this write succeeds. */
  notifySuccess?: boolean;
  /** No error toasts: the caller shows its own (a failed workflow fetch is only logged). */
  silent?: boolean;
  /** No error toast for these statuses only: the caller says it its own way (an unknown condo: 404). */
  quietOn?: readonly number[];
  /** 401/403 do not log out (login screens). */
  keepSession?: boolean;
  /** Address this condo instead of the current one. */
  condo?: string;
  signal?: AbortSignal;
  /** How much of a FormData body has gone out, 0 to 1 (an upload's progress bar). */
  onUploadProgress?: (fraction: number) => void;
}

/** One endpoint of the contract, declared once: `P` is a path of the API's OpenAPI document that has method `M`. */
export interface EndpointSpec<P extends ApiPath = ApiPath, M extends Verb = Verb, W extends Wrap = Wrap> {
  /** GET when absent. */
  method?: M;
  /** `/api/v1/vizitins/{id}/reset`: `{name}` segments are filled from `params`. */
  path: P;
  /** 'condo' (default): the condo's base URL; 'global': the manifest's baseUrl. */
  scope?: Scope;
  /** Body wrapper key: `{ cameras: body }`. FormData bodies go unwrapped. */
  wrap?: W;
  /**
   * 'form': the wrapped body goes as `application/x-www-form-urlencoded`, one `wrap[field]=value` pair a field (spec
   * part 1 §7 "form body", the bots). Absent: JSON.
   */
  encoding?: 'form';
  /** Array query keys sent repeated (`call_type=a&call_type=b`) instead of `key[]=a&key[]=b`. */
  repeated?: readonly (keyof QueryOf<P, M> & string)[];
}

type Wrap = string | undefined;
export type PathParams = Record<string, Id>;
/** What the API answers for `M P`: the envelope with its data and aggregation as the contract declares them. */
export type Answer<P extends ApiPath, M extends Verb> = Promise<Envelope<DataOf<P, M>, AggregationOf<P, M>>>;

function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter {${name}} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** One call as a transport other than the console's axios client sees it: the URL from the bases, the wrapped body. */
export interface CarriedCall {
  method: Method;
  url: string;
  data: unknown;
  headers?: Record<string, string> | undefined;
  /** 'blob': the answer is a file (a CSV export), resolved as a Blob instead of the JSON envelope. */
  responseType?: 'blob' | undefined;
}

/** Where calls go and how they travel: the console's axios client, or a caller's own (createApi). */
interface Transport {
  /** The base URL of a call of this scope, for `condo` when the call names one. */
  baseUrl: (scope: Scope, condo: string | undefined) => string;
  carry: (call: CarriedCall, scope: Scope, options: CallOptions, extra: SendExtra) => Promise<unknown>;
}

/** What `send` adds to a call beyond its options: headers, and an Authorization other than the session's. */
export interface SendExtra {
  headers?: Record<string, string>;
  authorization?: string;
}

/** `{name: 'Gate', read_only: false}` under `bots` → `bots[name]=Gate&bots[read_only]=false`; absent fields are left out. */
function formBody(wrap: string, body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(`${wrap}[${field}]`, String(value));
  }
  return form;
}

/** The console's transport: the axios client (session, refresh, toasts), the manifest's bases, the current condo. */
const consoleTransport: Transport = {
  baseUrl: (scope, condo) => baseUrlFor(scope, condo),
  async carry({ method, url, data, headers, responseType }, scope, options, extra) {
    const meta: RequestMeta = {
      notifySuccess: options.notifySuccess,
      silent: options.silent,
      quietOn: options.quietOn,
      keepSession: options.keepSession,
      authorization: extra.authorization,
      condo: scope === 'condo' ? (options.condo ?? getCurrentCondo() ?? undefined) : undefined,
    };
    const http = await httpClient();
    const response = await http.request({
      method,
      url,
      data,
      headers,
      ...(responseType ? { responseType } : {}),
      signal: options.signal,
      onUploadProgress: options.onUploadProgress
        ? (event) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
        : undefined,
      meta,
    });
    return response.data;
  },
};

/** A transport that hands each call, URL and body made, to `call` (no toasts, no session, no refresh). */
export interface CarrierSettings {
  /** Carries one call; resolves with the answer's body (the envelope), rejects when the call is refused. */
  call: (call: CarriedCall) => Promise<unknown>;
  /** The condo that per-condo calls address (a call's `condo` option still wins). */
  condo: string;
  /** Global calls' base and per-condo calls' template, as in the manifest's `api` block (configureApi). */
  bases: ApiConfig;
}

function carrierTransport({ call, condo, bases }: CarrierSettings): Transport {
  return {
    baseUrl: (scope, forCondo) => baseUrlFor(scope, forCondo ?? condo, bases),
    carry: ({ method, url, data, headers, responseType }) =>
      call({ method, url, data, headers, ...(responseType ? { responseType } : {}) }),
  };
}

/**
 * The declaration helpers over one transport. The resources (resources/) are functions of a client, so the same
 * declarations serve the console's `api` and any `createApi` instance, with no state shared between them.
 */
function clientOver(transport: Transport) {
  /**
   * Low-level call used by the declarations; resolves with the envelope. The path must be one of the contract's for
   * the method, and the params, query and body must be what the contract takes there (operations.ts).
   */
  async function send<M extends Verb = 'GET', P extends PathWith<M> = PathWith<M>, W extends Wrap = undefined>(
    spec: EndpointSpec<P, M, W>,
    input: CallInput<P, M, W>,
    options: CallOptions = {},
    extra: SendExtra = {},
  ): Answer<P, M> {
    const scope = spec.scope ?? 'condo';
    const url = urlOf(spec, input, options);
    const body = input.body;
    const data =
      body === undefined || !spec.wrap || (typeof FormData !== 'undefined' && body instanceof FormData)
        ? body
        : spec.encoding === 'form'
          ? formBody(spec.wrap, body as Record<string, unknown>)
          : { [spec.wrap]: body };
    const call: CarriedCall = { method: spec.method ?? 'GET', url, data, headers: extra.headers };
    return (await transport.carry(call, scope, options, extra)) as Awaited<Answer<P, M>>;
  }

  /**
   * A GET whose answer is a file, not the envelope (`GET /api/v1/outboxes/export`): resolves with its bytes as a Blob.
   * It goes through the same client as `send` (JWT, refresh, the catalogue's toasts; an error's JSON body is read from
   * the Blob so its message is shown).
   */
  async function sendForFile<P extends PathWith<'GET'>>(
    spec: Omit<EndpointSpec<P, 'GET'>, 'method' | 'wrap' | 'encoding'>,
    input: CallInput<P, 'GET'>,
    options: CallOptions = {},
  ): Promise<Blob> {
    const scope = spec.scope ?? 'condo';
    const call: CarriedCall = {
      method: 'GET',
      url: urlOf(spec, input, options),
      data: undefined,
      responseType: 'blob',
    };
    return (await transport.carry(call, scope, options, {})) as Blob;
  }

  function urlOf<P extends ApiPath, M extends Verb>(
    spec: Pick<EndpointSpec<P, M>, 'path' | 'scope' | 'repeated'>,
    input: { params?: unknown; query?: unknown },
    options: CallOptions,
  ): string {
    return (
      transport.baseUrl(spec.scope ?? 'condo', options.condo) +
      fillPath(spec.path, input.params as PathParams | undefined) +
      serializeQuery(input.query as Query | undefined, spec.repeated as readonly string[] | undefined)
    );
  }

  /** A single endpoint as a function: `(input, options) => Promise<Envelope<data>>`. */
  function endpoint<M extends Verb = 'GET', P extends PathWith<M> = PathWith<M>, W extends Wrap = undefined>(
    spec: EndpointSpec<P, M, W>,
  ) {
    return (input: CallInput<P, M, W>, options?: CallOptions) => send<M, P, W>(spec, input, options);
  }

  /**
   * A GET of the contract as a function of its query, in one line: `reportData: get('/api/v1/visits/report_data')`.
   * `always` is merged after the caller's query (`{ entries_per_day: true }`).
   */
  function get<P extends PlainPathWith<'GET'>>(path: P, settings: GetSettings<P> = {}) {
    const { always, ...spec } = settings;
    return (query?: QueryOf<P, 'GET'>, options?: CallOptions) =>
      send<'GET', P>(
        { ...spec, path } as EndpointSpec<P, 'GET', undefined>,
        { query: { ...query, ...always } } as never,
        options,
      );
  }

  /**
   * The usual REST set of one resource, declared once: list (GET path?query), get (GET path/{id}),
   * create (POST, wrapped body), update (PUT path/{id}, wrapped body), remove (DELETE path/{id}) — each one only where
   * the contract has that method, typed from it.
   */
  function defineResource<P extends ApiPath, W extends Wrap = undefined>(spec: ResourceSpec<P, W>): Resource<P, W> {
    // The calls are built for any path; Resource<P, W> is what the contract allows of this one.
    const call = (method: Verb, path: string, input: object, options?: CallOptions) =>
      send({ ...spec, method, path } as never, input as never, options);
    const item = `${spec.path}/{id}`;
    return {
      spec,
      list: (query?: unknown, options?: CallOptions) => call('GET', spec.path, { query }, options),
      get: (id: Id, options?: CallOptions) => call('GET', item, { params: { id } }, options),
      create: (body: unknown, options?: CallOptions) => call('POST', spec.path, { body }, options),
      update: (id: Id, body: unknown, options?: CallOptions) => call('PUT', item, { params: { id }, body }, options),
      remove: (id: Id, options?: CallOptions) => call('DELETE', item, { params: { id } }, options),
    } as unknown as Resource<P, W>;
  }

  return { send, sendForFile, endpoint, get, defineResource };
}

/** The declaration helpers one set of resources is made with. */
export type Client = ReturnType<typeof clientOver>;

/** The console's client: calls go through its axios client to the manifest's bases and the current condo. */
export const consoleClient: Client = clientOver(consoleTransport);

/** A client whose calls go to `call` for `condo` (createApi). */
export const carrierClient = (settings: CarrierSettings): Client => clientOver(carrierTransport(settings));

export const { send, sendForFile, endpoint, get, defineResource } = consoleClient;

/** What a `get` declaration adds to its path: the spec's settings, and query values every call sends. */
export type GetSettings<P extends ApiPath> = Omit<EndpointSpec<P, 'GET'>, 'path' | 'method'> & {
  always?: QueryOf<P, 'GET'>;
};

export type { Id } from './operations';

type Has<P extends ApiPath, M extends Verb> = [Operation<P, M>] extends [never] ? false : true;
type ItemOf<P extends ApiPath> = Extract<`${P}/{id}`, ApiPath>;

/** The REST set of one path, holding only the calls the contract has there (see defineResource). */
export type Resource<P extends ApiPath, W extends Wrap> = { spec: ResourceSpec<P, W> } & (Has<P, 'GET'> extends true
  ? { list: (query?: QueryOf<P, 'GET'>, options?: CallOptions) => Answer<P, 'GET'> }
  : unknown) &
  (Has<ItemOf<P>, 'GET'> extends true
    ? { get: (id: Id, options?: CallOptions) => Answer<ItemOf<P>, 'GET'> }
    : unknown) &
  (Has<P, 'POST'> extends true
    ? { create: (body: BodyOf<P, 'POST', W>, options?: CallOptions) => Answer<P, 'POST'> }
    : unknown) &
  (Has<ItemOf<P>, 'PUT'> extends true
    ? { update: (id: Id, body: BodyOf<ItemOf<P>, 'PUT', W>, options?: CallOptions) => Answer<ItemOf<P>, 'PUT'> }
    : unknown) &
  (Has<ItemOf<P>, 'DELETE'> extends true
    ? { remove: (id: Id, options?: CallOptions) => Answer<ItemOf<P>, 'DELETE'> }
    : unknown);

type ResourceSpec<P extends ApiPath, W extends Wrap> = Omit<EndpointSpec<P, Verb, W>, 'method' | 'repeated'>;
