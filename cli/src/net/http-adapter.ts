import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import axios, {
  type AxiosAdapter,
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  CanceledError,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ProxyEnv } from '../env.js';
import { openRequest, type TlsTrust, type Track } from './connect.js';
import { proxyFor } from './proxy.js';

/** Redirects followed at most (then the request fails, as axios's Node adapter failed). */
export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DIRECT: ProxyEnv = { https: undefined, http: undefined, noProxy: undefined };

/** The request body as bytes: the API sends JSON strings; a FormData or Blob goes through Response. */
async function bodyOf(data: unknown, headers: AxiosHeaders): Promise<Buffer | undefined> {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string' || data instanceof URLSearchParams) return Buffer.from(String(data));
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return Buffer.from(data as ArrayBuffer);
  const res = new Response(data as ConstructorParameters<typeof Response>[0]);
  const type = res.headers.get('content-type');
  if (type) headers.set('Content-Type', type);
  return Buffer.from(await res.arrayBuffer());
}

/** One hop of a request: what it sends, changed by each redirect as a browser (and axios) changes it. */
interface Hop {
  url: URL;
  method: string;
  headers: AxiosHeaders;
  body: Buffer | undefined;
}

/** `sub` is `domain` or a subdomain of it. */
const withinHost = (sub: string, domain: string) => sub === domain || sub.endsWith(`.${domain}`);

/**
 * The hop a redirect leads to: 303 (and 301 or 302 after a POST) turns into a GET without a body;
 * credentials stay behind when the redirect leaves the host (or goes from https to http).
 */
function redirected(hop: Hop, status: number, location: string): Hop {
  const url = new URL(location, hop.url);
  const headers = AxiosHeaders.from(hop.headers);
  let { method, body } = hop;
  if ((status === 303 && method !== 'GET' && method !== 'HEAD') || (status <= 302 && method === 'POST')) {
    method = 'GET';
    body = undefined;
    for (const name of Object.keys(headers.toJSON())) if (/^content-/i.test(name)) headers.delete(name);
  }
  const downgrade = hop.url.protocol === 'https:' && url.protocol !== 'https:';
  if (downgrade || !withinHost(url.hostname, hop.url.hostname)) {
    headers.delete('Authorization');
    headers.delete('Cookie');
  }
  return { url, method, headers, body };
}

/** The response's whole body as text, for axios's own JSON transform. */
function textOf(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('error', reject);
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * The CLI's axios adapter: a request over node:http(s), through the environment's proxy (see
 * proxy.ts), following redirects, the answer as text for axios's own JSON transform. axios's Node
 * adapter loads https, http2, zlib, crypto and its redirect and proxy helpers on every start; the
 * API needs none of them, so the bundle ships axios's small build and this. The errors are axios's
 * own (a connection error keeps its code and message, a timeout is ECONNABORTED, an abort is a
 * CanceledError), so the shared client reads them as it reads axios's.
 */
export function createHttpAdapter(proxy: ProxyEnv = DIRECT, trust: TlsTrust = {}): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const method = (config.method ?? 'get').toUpperCase();
    let hop: Hop = { url: new URL(axios.getUri(config)), method, headers, body: undefined };
    hop.body = await bodyOf(config.data, headers);
    const follow = Math.min(config.maxRedirects ?? MAX_REDIRECTS, MAX_REDIRECTS);

    // Every wait below races `failed`: an error, timeout or abort of the request in flight.
    let current: ClientRequest | undefined;
    let over = false;
    let reject: (error: unknown) => void = () => {};
    const failed = new Promise<never>((_, r) => {
      reject = r;
    });
    failed.catch(() => {});
    const fail = (error: unknown) => {
      over = true;
      reject(error);
    };
    const track: Track = (req, toProxy) => {
      current = req;
      if (over) req.destroy();
      req.on('error', (err) => {
        const error = AxiosError.from(err, (err as { code?: string }).code, config, req);
        if (toProxy) error.message = `the proxy ${toProxy.host} cannot be reached: ${err.message}`;
        fail(error);
      });
      if (config.timeout) {
        const timeout = config.timeout;
        req.setTimeout(timeout, () => {
          req.destroy();
          fail(new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config, req));
        });
      }
    };
    const signal = config.signal as AbortSignal | undefined;
    const abort = () => {
      current?.destroy();
      fail(new CanceledError(undefined, config, current));
    };
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort, { once: true });

    try {
      for (let redirects = 0; ; redirects++) {
        const { res, req } = await Promise.race([send(hop, { proxy, trust, track, config }), failed]);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (follow > 0 && REDIRECTS.has(status) && location) {
          res.resume();
          if (redirects >= follow)
            throw new AxiosError(
              'Maximum number of redirects exceeded',
              'ERR_FR_TOO_MANY_REDIRECTS',
              config,
              req,
            );
          hop = redirected(hop, status, location);
          continue;
        }
        const data = await Promise.race([textOf(res), failed]).catch((err: unknown) => {
          throw err instanceof AxiosError ? err : AxiosError.from(err, AxiosError.ERR_NETWORK, config, req);
        });
        const response: AxiosResponse = {
          data,
          status,
          statusText: res.statusMessage ?? '',
          headers: AxiosHeaders.from(res.headers as Record<string, string>),
          config,
          request: req,
        };
        if (!config.validateStatus || config.validateStatus(status)) return response;
        const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
        throw new AxiosError(`Request failed with status code ${status}`, code, config, req, response);
      }
    } finally {
      over = true;
      signal?.removeEventListener('abort', abort);
    }
  };
}

/** How `send` sends: through which proxy, trusting which certificates, reporting to `track`. */
interface SendOptions {
  proxy: ProxyEnv;
  trust: TlsTrust;
  track: Track;
  config: InternalAxiosRequestConfig;
}

/** Sends one hop and waits for the answer's status and headers. */
async function send(
  hop: Hop,
  { proxy, trust, track, config }: SendOptions,
): Promise<{ res: IncomingMessage; req: ClientRequest }> {
  const headers = AxiosHeaders.from(hop.headers);
  if (hop.body) headers.set('Content-Length', String(hop.body.length));
  const out = { method: hop.method, headers: headers.toJSON() as OutgoingHttpHeaders };
  let via: URL | undefined;
  try {
    via = proxyFor(hop.url, proxy);
  } catch (err) {
    throw AxiosError.from(err, AxiosError.ERR_BAD_OPTION_VALUE, config);
  }
  const req = await openRequest(hop.url, out, via, track, trust).catch((err: unknown) => {
    throw err instanceof AxiosError ? err : AxiosError.from(err, AxiosError.ERR_NETWORK, config);
  });
  // an http URL is asked of the proxy itself; an https one goes through its tunnel
  track(req, via && hop.url.protocol === 'http:' ? via : undefined);
  return new Promise((resolve) => {
    req.on('response', (res) => resolve({ res, req }));
    req.end(hop.body);
  });
}

/** The adapter without a proxy (tests, and any caller that reaches the server directly). */
export const httpAdapter: AxiosAdapter = createHttpAdapter();
