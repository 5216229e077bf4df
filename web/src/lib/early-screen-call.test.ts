import { afterEach, describe, expect, test } from 'vitest';
import { dropEarlyScreenCall, takeEarlyScreenCall } from './early-screen-call.ts';
import { EARLY_SCREEN_CALL_GLOBAL } from './early-screen-call-global.ts';

const holder = () => window as unknown as Record<string, unknown>;
const askedByPage = (url: string, query: string, status: number, body: unknown) => {
  holder()[EARLY_SCREEN_CALL_GLOBAL] = {
    url,
    query,
    answer: Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  };
};
const URL_ = '/admin/analysis/overview';

afterEach(dropEarlyScreenCall);

describe("a screen's first call asked for by the page", () => {
  test("is the matching call's data, once", async () => {
    askedByPage(URL_, 'from=2026-10-01&to=2026-10-30', 200, { code: 200, data: { days: 30 } });
    const early = takeEarlyScreenCall(URL_, { from: '2026-10-01', to: '2026-10-30' });
    await expect(early).resolves.toEqual({ days: 30 });
    expect(takeEarlyScreenCall(URL_, { from: '2026-10-01', to: '2026-10-30' })).toBeUndefined();
  });

  test('another call or another range is not it (and leaves it)', () => {
    askedByPage(URL_, '', 200, { code: 200, data: {} });
    expect(takeEarlyScreenCall('/admin/analysis/dimensions', {})).toBeUndefined();
    expect(takeEarlyScreenCall(URL_, { from: '2026-10-01' })).toBeUndefined();
    expect(takeEarlyScreenCall(URL_, {})).toBeInstanceOf(Promise);
  });

  test("a refusal rejects (the caller asks as it would have), as does the server's failure code", async () => {
    askedByPage(URL_, '', 403, { code: 40300, message: 'Forbidden' });
    await expect(takeEarlyScreenCall(URL_, {})).rejects.toThrow('403');
    askedByPage(URL_, '', 200, { code: 50008, message: 'Session expired' });
    await expect(takeEarlyScreenCall(URL_, {})).rejects.toThrow();
  });

  test('once dropped (the first screen is drawn), nothing is taken', () => {
    askedByPage(URL_, '', 200, { code: 200, data: {} });
    dropEarlyScreenCall();
    expect(takeEarlyScreenCall(URL_, {})).toBeUndefined();
  });
});
