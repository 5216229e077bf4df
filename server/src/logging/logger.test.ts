import { describe, expect, test } from 'vitest';
import { withTestApp } from '../testing/build-test-app.js';
import { createLogger, type LogOutput, prettyLine } from './logger.js';

function collector(isTTY: boolean): LogOutput & { lines: () => string[] } {
  let text = '';
  return {
    isTTY,
    write: (line: string) => {
      text += line;
    },
    lines: () => text.split('\n').filter(Boolean),
  };
}

async function twoRequests(out: LogOutput, format?: 'pretty' | 'json'): Promise<void> {
  const logger = createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: format }, out);
  await withTestApp({ loggerInstance: logger }, async (t) => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/nowhere' });
  });
}

describe('server logs', { timeout: 60_000 }, () => {
  test('on a terminal: one readable line per request', async () => {
    const out = collector(true);
    await twoRequests(out);
    const requests = out.lines().filter((l) => /\/api\/(health|nowhere)/.test(l));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+(\.\d)? ms$/);
    expect(requests[1]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/nowhere 404 \d+(\.\d)? ms$/);
    expect(out.lines().some((l) => l.startsWith('{'))).toBe(false);
  });

  test('not on a terminal, or with LOG_FORMAT=json: JSON lines', async () => {
    for (const [out, format] of [
      [collector(false), undefined],
      [collector(true), 'json'],
    ] as const) {
      await twoRequests(out, format);
      const entries = out.lines().map((l) => JSON.parse(l) as Record<string, unknown>);
      const requests = entries.filter((e) => e.msg === 'request');
      expect(requests.map((e) => [e.url, e.status])).toEqual([
        ['/api/health', 200],
        ['/api/nowhere', 404],
      ]);
    }
  });

  test('other records read as time, level, message and fields; an error keeps its stack', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 50,
        time: 0,
        pid: 1,
        msg: 'request failed',
        reqId: 'r',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR request failed err="boom"\n {2}Error: boom\n {6}at x\n$/);
    expect(prettyLine('not json')).toBe('not json\n');
  });
});
