import type { ApiClient } from '@opsdeck/shared/api';
import type { AxiosAdapter } from 'axios';
import { EARLY_SCREEN_CALL_GLOBAL, type EarlyScreenCall } from './early-screen-call-global.ts';

const holder = () => window as unknown as Record<string, unknown>;

/** The call index.html's inline script asked for, if any and not taken or dropped yet. */
function asked(): EarlyScreenCall | undefined {
  const call = holder()[EARLY_SCREEN_CALL_GLOBAL] as Partial<EarlyScreenCall> | undefined;
  return call?.answer instanceof Promise && typeof call.url === 'string' && typeof call.query === 'string'
    ? (call as EarlyScreenCall)
    : undefined;
}

/** An axios adapter that answers with the page's response instead of sending the call. */
function answeredBy(answer: Promise<Response>): AxiosAdapter {
  return async (config) => {
    const res = await answer;
    const data: unknown = await res.json().catch(() => null);
    return { data, status: res.status, statusText: res.statusText, headers: {}, config, request: null };
  };
}

/**
 * The GET `url` with `query` through the client, answered by the page's own call when index.html's
 * inline script asked for that very call at the page's load (early-screen-call-global.ts): the
 * client reads it as any answer (its envelope, a gone session) and counts it as a call on its way
 * until then (`whenQuiet`: what waits for the first screen's answers waits for it). Taken once; a
 * failure of it is asked again, as the caller's own call. Otherwise the call itself.
 */
export function getWithEarlyAnswer<T>(
  client: ApiClient,
  url: string,
  query: Record<string, string>,
  ask: () => Promise<T>,
): Promise<T> {
  const call = asked();
  if (!call || call.url !== url || call.query !== new URLSearchParams(query).toString()) return ask();
  dropEarlyScreenCall();
  return (
    client
      .request<T>({ method: 'GET', url, params: query, quiet: true, adapter: answeredBy(call.answer) })
      // an abort (the screen moved on) stays one; the layout's shell imports this module, which keeps
      // the screens' common chunk (abortable.ts) out of it
      .catch((error: unknown) =>
        error instanceof Error && error.name === 'CancelError' ? Promise.reject(error) : ask(),
      )
  );
}

/**
 * Forgets the early call (the layout calls it once the first screen is drawn): a later visit of
 * the screen asks afresh rather than taking an answer from the page's load.
 */
export function dropEarlyScreenCall(): void {
  delete holder()[EARLY_SCREEN_CALL_GLOBAL];
}
