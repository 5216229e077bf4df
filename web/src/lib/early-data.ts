import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { EARLY_DATA_GLOBAL, type EarlyAnswer } from './early-data-global.ts';

/** The inline script's call, until a call takes it or the first screen has asked for its data. */
let early: EarlyAnswer | undefined;

function fromPage(): EarlyAnswer | undefined {
  const holder = window as unknown as Record<string, unknown>;
  const left = holder[EARLY_DATA_GLOBAL] as Partial<EarlyAnswer> | undefined;
  delete holder[EARLY_DATA_GLOBAL];
  return left && typeof left.url === 'string' && left.answer instanceof Promise
    ? (left as EarlyAnswer)
    : undefined;
}

/**
 * Forgets the inline script's call if nothing took it (the screen asked for something else): a later
 * call of the same URL must reach the server, not read an answer from the page's load.
 */
export function dropEarlyAnswer(): void {
  early = undefined;
  delete (window as unknown as Record<string, unknown>)[EARLY_DATA_GLOBAL];
}

/** The inline script's call when this call is the same GET (URL, token, language); once. */
function take(config: InternalAxiosRequestConfig): EarlyAnswer | undefined {
  early = fromPage() ?? early;
  if (!early || (config.method ?? 'get').toLowerCase() !== 'get') return undefined;
  const headers = config.headers;
  const same =
    axios.getUri(config) === early.url &&
    headers.get('Authorization') === `Bearer ${early.token}` &&
    headers.get('Accept-Language') === early.lang;
  if (!same) return undefined;
  const taken = early;
  early = undefined;
  return taken;
}

/** The early answer as the adapter's own; anything but a 2xx rejects (the call is then made again). */
async function responseOf(taken: EarlyAnswer, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const res = await taken.answer;
  if (!res.ok) throw new Error(`the early call answered ${res.status}`);
  const data = await res.text();
  if (config.signal?.aborted) throw new Error('aborted');
  return { data, status: res.status, statusText: res.statusText, headers: {}, config, request: null };
}

/**
 * The console's axios adapter: the screen's first call takes the answer index.html's inline script
 * asked for (`early-data-routes.ts`) instead of asking again; any other call, or that one when the
 * early answer failed (a refusal, a transport failure) or was aborted, goes out through `next`
 * (the browser's default), so its failure shows as any other.
 */
export function withEarlyAnswer(next?: AxiosAdapter): AxiosAdapter {
  const fallback = next ?? axios.getAdapter(axios.defaults.adapter);
  return (config) => {
    const taken = take(config);
    return taken ? responseOf(taken, config).catch(() => fallback(config)) : fallback(config);
  };
}
