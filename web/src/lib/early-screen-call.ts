import { CODES } from '@opsdeck/shared/errors';
import { EARLY_SCREEN_CALL_GLOBAL, type EarlyScreenCall } from './early-screen-call-global.ts';

const holder = () => window as unknown as Record<string, unknown>;

/** The call index.html's inline script asked for, if any and not taken or dropped yet. */
function asked(): EarlyScreenCall | undefined {
  const call = holder()[EARLY_SCREEN_CALL_GLOBAL] as Partial<EarlyScreenCall> | undefined;
  return call?.answer instanceof Promise && typeof call.url === 'string' && typeof call.query === 'string'
    ? (call as EarlyScreenCall)
    : undefined;
}

/**
 * The answer of the first screen's call the page asked for at its load (early-screen-call-global.ts),
 * when it is the call `url` with `query`: its data if the server answered with success; anything else
 * (a refusal, a transport failure) rejects, and the caller asks as it would have. Once; undefined
 * when nothing matching was asked for.
 */
export function takeEarlyScreenCall<T>(url: string, query: Record<string, string>): Promise<T> | undefined {
  const call = asked();
  if (!call || call.url !== url || call.query !== new URLSearchParams(query).toString()) return undefined;
  dropEarlyScreenCall();
  return call.answer.then(async (res) => {
    const body = (await res.json()) as { code?: unknown; data?: T } | null;
    if (res.ok && body?.code === CODES.ok && body.data !== undefined) return body.data;
    throw new Error(`the early call answered ${res.status}`);
  });
}

/**
 * Forgets the early call (the layout calls it once the first screen is drawn): a later visit of
 * the screen asks afresh rather than taking an answer from the page's load.
 */
export function dropEarlyScreenCall(): void {
  delete holder()[EARLY_SCREEN_CALL_GLOBAL];
}
