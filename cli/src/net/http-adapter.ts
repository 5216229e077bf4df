import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import axios, {
  type AxiosAdapter,
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  CanceledError,
  type InternalAxiosRequestConfig,
} from 'axios';

type Request = (
  url: URL,
  options: RequestOptions,
  onResponse: (res: IncomingMessage) => void,
) => ClientRequest;

/** node:http, or node:https for an https URL (loaded only then). */
async function requestFor(url: URL): Promise<Request> {
  const mod = url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  return mod.request;
}

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

/**
 * The CLI's axios adapter: one request over node:http(s), the answer as text for axios's own JSON
 * transform. axios's Node adapter loads https, http2, zlib, crypto and its redirect and proxy
 * helpers on every start; the API needs none of them, so the bundle ships axios's small build and
 * this. The errors are axios's own (a connection error keeps its code and message, a timeout is
 * ECONNABORTED, an abort is a CanceledError), so the shared client reads them as it reads axios's.
 */
export const httpAdapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = new URL(axios.getUri(config));
  const headers = AxiosHeaders.from(config.headers);
  const body = await bodyOf(config.data, headers);
  if (body) headers.set('Content-Length', String(body.length));
  const request = await requestFor(url);
  return new Promise<AxiosResponse>((resolve, reject) => {
    const signal = config.signal as AbortSignal | undefined;
    const req = request(
      url,
      {
        method: (config.method ?? 'get').toUpperCase(),
        headers: headers.toJSON() as RequestOptions['headers'],
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (err) => reject(AxiosError.from(err, AxiosError.ERR_NETWORK, config, req)));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const response: AxiosResponse = {
            data: Buffer.concat(chunks).toString('utf8'),
            status,
            statusText: res.statusMessage ?? '',
            headers: AxiosHeaders.from(res.headers as Record<string, string>),
            config,
            request: req,
          };
          if (!config.validateStatus || config.validateStatus(status)) resolve(response);
          else {
            const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
            reject(new AxiosError(`Request failed with status code ${status}`, code, config, req, response));
          }
        });
      },
    );
    req.on('error', (err) => reject(AxiosError.from(err, (err as { code?: string }).code, config, req)));
    if (config.timeout) {
      req.setTimeout(config.timeout, () => {
        req.destroy();
        reject(
          new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, req),
        );
      });
    }
    if (signal) {
      const abort = () => {
        req.destroy();
        reject(new CanceledError(undefined, config, req));
      };
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    }
    req.end(body);
  });
};
