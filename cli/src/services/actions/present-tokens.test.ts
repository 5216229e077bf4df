import type { ApiToken } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import { createFakeIO } from '../../testing/fake-io.js';
import type { ServiceContext } from '../context.js';
import { TOKEN_PRESENTERS } from './present-tokens.js';

const token: ApiToken = {
  id: 3,
  name: 'nightly',
  scopes: ['read', 'reissue'],
  dailyCoinCap: 5000,
  coinsToday: 1200,
  createdAt: '2026-11-29T18:12:08.276Z',
  lastUsedAt: null,
  expiresAt: '2026-12-29T18:12:08.276Z',
  revokedAt: null,
  status: 'active',
};

function setup(locale: 'en-US' | 'zh-CN', terminal: boolean, columns = 100) {
  const io = createFakeIO({ stdoutTTY: terminal, stderrTTY: terminal, noColor: true, columns });
  return { io, ctx: { t: createTranslator(locale), io } as unknown as ServiceContext };
}

describe('opsdeck token on a terminal', () => {
  test.each([
    [
      'en-US',
      ['NAME', 'SCOPES', 'STATUS', 'COINS TODAY / CAP', 'EXPIRES (UTC+8)'],
      ['Active', '1,200 / 5,000', 'Never'],
    ],
    [
      'zh-CN',
      ['名称', '权限范围', '状态', '今日福币 / 上限', '到期时间（UTC+8）'],
      ['有效', '1,200 / 5,000', '从未'],
    ],
  ] as const)(
    '%s: list is a table with named headers and statuses, not field names',
    async (locale, heads, values) => {
      const { io, ctx } = setup(locale, true);
      await TOKEN_PRESENTERS['tokens.list']?.(ctx, [token]);
      const [header = '', row = ''] = io.out().split('\n');
      for (const h of heads) expect(header).toContain(h);
      for (const v of values) expect(row).toContain(v);
      expect(row).toContain('2026-12-30 02:12');
      expect(io.out()).not.toMatch(/createdAt|lastUsedAt|dailyCoinCap|null/);
    },
  );

  test('at 60 columns the list still fits', async () => {
    const { io, ctx } = setup('en-US', true, 60);
    await TOKEN_PRESENTERS['tokens.list']?.(ctx, [token]);
    const lines = io.out().split('\n').filter(Boolean);
    expect(lines.filter((l) => l.length > 60)).toEqual([]);
    expect(lines[1]).toContain('nightly');
  });

  test('none: one line that says so; piped: tab-separated values for scripts', async () => {
    const empty = setup('en-US', true);
    await TOKEN_PRESENTERS['tokens.list']?.(empty.ctx, []);
    expect(empty.io.err()).toBe('No API tokens\n');
    const piped = setup('en-US', false);
    await TOKEN_PRESENTERS['tokens.list']?.(piped.ctx, [token]);
    expect(piped.io.out()).toBe(
      '3\tnightly\tread,reissue\tactive\t5000\t2026-11-29T18:12:08.276Z\t\t2026-12-29T18:12:08.276Z\n',
    );
  });

  test('create prints the token alone on stdout, what it is on stderr; revoke names it', async () => {
    const { io, ctx } = setup('en-US', false);
    await TOKEN_PRESENTERS['tokens.create']?.(ctx, { ...token, token: 'odt_abc' });
    expect(io.out()).toBe('odt_abc\n');
    expect(io.err()).toBe(
      '✓ Created token nightly (id 3), expires 2026-12-30 02:12 UTC+8. Copy it now, it is not shown again:\n',
    );
    const revoked = setup('zh-CN', false);
    await TOKEN_PRESENTERS['tokens.revoke']?.(revoked.ctx, { ...token, status: 'revoked' });
    expect(revoked.io.err()).toBe('✓ 已撤销令牌 nightly（ID 3）\n');
  });
});
