import { buildMenuTree } from '@opsdeck/shared/catalogue';
import { CODES } from '@opsdeck/shared/errors';
import {
  type Health,
  type LoginResult,
  loginBodySchema,
  messageListQuerySchema,
  messageReadBodySchema,
  type Shop,
} from '@opsdeck/shared/schemas';
import { messageIn } from '../data/operators.ts';
import { profileOf, type World } from '../data/world.ts';
import { bodyOf, fail, localeOf, ok, parseOr400, queryOf } from '../http/reply.ts';
import { issueToken } from '../http/route.ts';
import type { Router } from './router.ts';

/** The shops, their names in en-US and zh-CN (the server's shop_names, migration 092). */
const SHOPS: (Shop & { zh: string })[] = [
  {
    id: 1,
    name: 'Online Rent',
    zh: '线上租赁店',
    code: 'online_rent',
    shopType: 1,
    syncShopId: 'SYNC-RENT-0001',
  },
  {
    id: 2,
    name: 'Online Sell',
    zh: '线上销售店',
    code: 'online_sell',
    shopType: 2,
    syncShopId: 'SYNC-SELL-0001',
  },
  { id: 3, name: 'Stockroom', zh: '中心仓', code: 'stockroom', shopType: 0, syncShopId: null },
];

/** Health, sign-in and sign-out, profile, menu, messages and shops (spec §7's mock endpoints). */
export function consoleHandlers({ on }: Router): void {
  on('get', '/health', 'public', ({ world }) => {
    const health: Health = {
      status: 'ok',
      db: 'pglite',
      version: '0.0.0-mock',
      demo: {
        accounts: world.operators.map((o) => ({
          role: o.role || 'user',
          phone: o.phone,
          password: o.password,
        })),
      },
    };
    return ok(health);
  });

  // The spec's mock login: its three texts, then the demo phones and passwords.
  on('post', '/admin/auth/login', 'public', async ({ request, world }) => {
    const raw = ((await bodyOf(request)) ?? {}) as { phone?: unknown; password?: unknown };
    const field = (name: 'phone' | 'password', key: string) =>
      fail(request, 400, key, {
        code: CODES.validation,
        details: [{ field: name, rule: 'required', message: '' }],
      });
    if (typeof raw.phone !== 'string' || raw.phone.trim() === '')
      return field('phone', 'mock.usernameRequired');
    if (typeof raw.password !== 'string' || raw.password === '')
      return field('password', 'mock.passwordRequired');
    const body = parseOr400(request, loginBodySchema, raw);
    const operator = world.operators.find(
      (o) => o.phone === body.phone.trim() && o.password === body.password,
    );
    if (!operator) return fail(request, 400, 'mock.wrongCredentials', { code: CODES.validation });
    const result: LoginResult = { accessToken: issueToken(world, operator.id) };
    return ok(result);
  });

  on('post', '/admin/auth/logout', ['*'], ({ request, world }) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (token) world.sessions.delete(token);
    return ok(null);
  });

  on('get', '/admin/account/profile', ['*'], ({ request, operator }) =>
    ok(profileOf(operator, localeOf(request))),
  );

  on('post', '/dashboard/user/menu', ['*'], ({ operator }) => ok(buildMenuTree(operator.role)));

  const listMessages = (request: Request, world: World, operatorId: number, input: unknown) => {
    const q = parseOr400(request, messageListQuerySchema, input ?? {});
    const list = (world.messages.get(operatorId) ?? []).filter(
      (m) => (q.type === undefined || m.type === q.type) && (!q.unread || m.status === 0),
    );
    return ok(list.map((m) => messageIn(m, localeOf(request))));
  };
  on('get', '/message/list', ['*'], ({ request, world, operator }) =>
    listMessages(request, world, operator.id, queryOf(request)),
  );
  on('post', '/message/list', ['*'], async ({ request, world, operator }) =>
    listMessages(request, world, operator.id, await bodyOf(request)),
  );

  on('post', '/message/read', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, messageReadBodySchema, await bodyOf(request));
    for (const m of world.messages.get(operator.id) ?? []) if (body.ids.includes(m.id)) m.status = 1;
    return ok(true);
  });

  on('get', '/admin/shop/list-all', ['*'], ({ request }) =>
    ok(SHOPS.map(({ zh, ...s }) => (localeOf(request) === 'zh-CN' ? { ...s, name: zh } : s))),
  );
}
