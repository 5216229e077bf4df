import type { AccountSession } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { ok, stubClient } from '../../testing/stub-api.js';
import type { ServiceContext } from '../context.js';
import { listSessions } from './sessions.js';

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
const sessions: AccountSession[] = [
  {
    id: 36,
    current: false,
    client: browser,
    createdAt: '2026-11-30T23:11:29.954Z',
    lastSeenAt: '2026-11-30T23:11:29.954Z',
    expiresAt: '2026-12-30T00:00:00.000Z',
  },
  {
    id: 32,
    current: true,
    client: 'opsdeck-cli/0.1.0',
    createdAt: '2026-11-30T22:56:35.155Z',
    lastSeenAt: '2026-11-30T23:18:00.000Z',
    expiresAt: '2026-12-30T00:00:00.000Z',
  },
];

function setup(locale: 'en-US' | 'zh-CN', terminal: boolean) {
  const io = createFakeIO({ stdoutTTY: terminal, stderrTTY: terminal, noColor: true, columns: 100 });
  const client = stubClient({ 'GET /admin/account/sessions': () => ok(sessions) });
  const ctx = {
    t: createTranslator(locale),
    io,
    requireSignIn: () => undefined,
    apiClient: async () => client,
  } as unknown as ServiceContext;
  return { io, ctx };
}

describe('opsdeck account sessions', () => {
  test.each([
    ['en-US', 'ID'],
    ['zh-CN', '编号'],
  ] as const)('%s: on a terminal each client reads by name, under a named id column', async (locale, id) => {
    const { io, ctx } = setup(locale, true);
    await listSessions(ctx, { json: false });
    const [header = '', other = '', self = ''] = io.out().split('\n');
    // the id column had no header
    expect(header.trimStart().startsWith(id)).toBe(true);
    // not the user agent cut alike on every browser row ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/…")
    expect(other).toContain('Headless Chrome 156 · Linux');
    expect(other).not.toContain('Mozilla');
    expect(self).toMatch(/^\*32 /);
    expect(self).toContain('opsdeck CLI 0.1.0');
  });

  test('piped: the user agent as sent, for scripts', async () => {
    const { io, ctx } = setup('en-US', false);
    await listSessions(ctx, { json: false });
    expect(io.out().split('\n')[0]).toBe(
      ['36', 'other', '2026-11-30T23:11:29.954Z', '2026-11-30T23:11:29.954Z', browser].join('\t'),
    );
  });
});
