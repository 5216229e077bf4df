import { messageSchema } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { messages, operators } from '../../db/schema/index.js';
import { signedInApp } from '../../testing/suite.js';

describe('message box', () => {
  const t = signedInApp();
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const list = (token: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/message/list',
      headers: auth(token),
      ...(payload ? { payload } : {}),
    });

  test('lists only the caller’s messages, newest first, all three types', async () => {
    const res = await list(t.admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; time: string; type: string }[];
    for (const m of data) messageSchema.parse(m);
    expect(new Set(data.map((m) => m.type))).toEqual(new Set(['message', 'notice', 'todo']));
    const times = data.map((m) => Date.parse(m.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [adminRow] = await t.database.db.select().from(operators).where(eq(operators.role, 'admin'));
    const own = await t.database.db.select().from(messages).where(eq(messages.operatorId, adminRow!.id));
    expect(data.map((m) => m.id).sort()).toEqual(own.map((m) => m.id).sort());
  });

  test('filters by type and unread, by POST body or GET query', async () => {
    const notices = (await list(t.admin, { type: 'notice' })).json().data as {
      type: string;
      messageType: number;
    }[];
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((m) => m.type === 'notice' && typeof m.messageType === 'number')).toBe(true);
    const unread = (await list(t.admin, { unread: true })).json().data as { status: number }[];
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((m) => m.status === 0)).toBe(true);
    const viaGet = await t.app.inject({
      method: 'GET',
      url: '/api/message/list?type=todo&unread=true',
      headers: auth(t.admin),
    });
    expect(viaGet.statusCode).toBe(200);
    expect(
      viaGet.json().data.every((m: { type: string; status: number }) => m.type === 'todo' && m.status === 0),
    ).toBe(true);
    const bad = await list(t.admin, { type: 'email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'type', rule: 'enum' });
    expect(bad.json().message).toBe('Type must be one of: message, notice, todo');
  });

  test('read marks only the caller’s own messages; others’ ids are left alone', async () => {
    const mine = ((await list(t.user, { unread: true })).json().data as { id: number }[]).map((m) => m.id);
    const theirs = ((await list(t.admin, { unread: true })).json().data as { id: number }[]).map((m) => m.id);
    expect(mine.length).toBeGreaterThan(1);
    expect(theirs.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message/read',
      headers: auth(t.user),
      payload: { ids: [mine[0], ...theirs] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: true });
    const stillUnread = ((await list(t.user, { unread: true })).json().data as { id: number }[]).map(
      (m) => m.id,
    );
    expect(stillUnread).toEqual(mine.slice(1));
    const adminUnread = ((await list(t.admin, { unread: true })).json().data as { id: number }[]).map(
      (m) => m.id,
    );
    expect(adminUnread).toEqual(theirs);
  });

  test('read validates its ids', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/message/read',
      headers: auth(t.user),
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ field: 'ids', rule: 'minLength' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/message/read',
      headers: auth(t.user),
      payload: { ids: ['x'] },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().details[0].field).toBe('ids.0');
  });
});
