import { afterAll, describe, expect, test, vi } from 'vitest';
import { activeMember } from '../../testing/members.js';
import { openStream } from '../../testing/monitor-stream.js';
import { fourEyesApp } from '../../testing/suite.js';
import { WAIT_FOR } from '../../testing/wait.js';

// Every operator name the API shows is in the caller's language (operator_names, migration 090):
// approvals, the ledgers, orders and their audit, the monitor (feed, notes, live stream), the
// automation and money-policy "by", and the analysis authors. The demo admins are 林乔 / Lin Qiao
// and 韩宁 / Han Ning, the demo user 周晓 / Zhou Xiao.

const t = fourEyesApp();
let n = 0;
const key = () => `operator-names-${++n}`;

type Lang = 'en-US' | 'zh-CN';
const LIN = { 'en-US': 'Lin Qiao', 'zh-CN': '林乔' } as const;
const ZHOU = { 'en-US': 'Zhou Xiao', 'zh-CN': '周晓' } as const;
const HAN = { 'en-US': 'Han Ning', 'zh-CN': '韩宁' } as const;
const LANGS: Lang[] = ['en-US', 'zh-CN'];

/** `data` of a 2xx answer to `token`'s request in `lang`. */
async function data(lang: Lang, method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: object) {
  const res = await t.inject(method, url, token, body, { 'accept-language': lang, 'idempotency-key': key() });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

const streams: { close(): void }[] = [];
afterAll(() => {
  for (const s of streams) s.close();
});

describe('operator names in the caller language outside the profile', () => {
  test('approvals: requester, decider and the operation log; the decision’s answer too', async () => {
    const m = await activeMember(t.database.db, 30);
    const held = await data('en-US', 'POST', '/admin/member/patch-coin', t.user, {
      memberId: m.id,
      coins: 15_000,
      reason: 'names check',
    });
    const id = held.approvalId as number;
    const decided = await data('zh-CN', 'POST', `/admin/approvals/${id}/approve`, t.admin2);
    expect(decided.requester.name).toBe(ZHOU['zh-CN']);
    expect(decided.decider.name).toBe(HAN['zh-CN']);
    for (const lang of LANGS) {
      const list = (await data(lang, 'GET', '/admin/approvals', t.admin)) as {
        id: number;
        requester: { name: string };
        decider: { name: string } | null;
      }[];
      const mine = list.find((a) => a.id === id);
      expect(mine?.requester.name).toBe(ZHOU[lang]);
      expect(mine?.decider?.name).toBe(HAN[lang]);
      const detail = await data(lang, 'GET', `/admin/approvals/${id}`, t.admin);
      const who = new Set((detail.log as { operator: string }[]).map((r) => r.operator));
      expect([...who].sort()).toEqual([HAN[lang], ZHOU[lang]].sort());
    }
  });

  test('an order, its ledger rows and its audit; the order list and the member’s ledgers', async () => {
    const m = await activeMember(t.database.db, 31);
    const done = await data('en-US', 'POST', '/admin/member/patch-coin', t.admin, {
      memberId: m.id,
      coins: 12,
      reason: 'names check',
    });
    const orderNo = done.orderNo as string;
    for (const lang of LANGS) {
      const order = await data(lang, 'GET', `/admin/orders/${orderNo}`, t.user);
      expect(order.operatorName).toBe(LIN[lang]);
      expect(order.coinLedger.map((r: { operatorName: string }) => r.operatorName)).toEqual([LIN[lang]]);
      expect(order.audit.length).toBeGreaterThan(0);
      for (const a of order.audit) expect(a.operatorName).toBe(LIN[lang]);
      const list = await data(lang, 'GET', `/admin/orders?orderNo=${orderNo}`, t.user);
      expect(list.list.map((r: { operatorName: string }) => r.operatorName)).toEqual([LIN[lang]]);
      const member = await data(lang, 'GET', `/admin/members/${m.id}`, t.user);
      expect(member.recentCoinLedger[0].operatorName).toBe(LIN[lang]);
      expect(member.recentOrders[0].operatorName).toBe(LIN[lang]);
      const ledger = await data(lang, 'GET', `/admin/consume/coin?memberId=${m.id}`, t.user);
      for (const r of ledger.list)
        if (r.operatorId) expect(r.operatorName).not.toBe(LIN[lang === 'en-US' ? 'zh-CN' : 'en-US']);
    }
  });

  test('the monitor: activity, notes and the live stream of each language', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const zh = await openStream(base, t.admin2, undefined, undefined, 'zh-CN');
    const en = await openStream(base, t.admin2, undefined, undefined, 'en-US');
    streams.push(zh, en);
    const ready = (s: typeof zh) => s.frames.some((f) => f.event === 'ready');
    await vi.waitFor(() => expect(ready(zh) && ready(en)).toBe(true), WAIT_FOR);
    const note = await data('zh-CN', 'POST', '/admin/monitor/note', t.admin, {
      content: 'names in the stream',
    });
    expect(note.username).toBe(LIN['zh-CN']);
    for (const [stream, lang] of [
      [zh, 'zh-CN'],
      [en, 'en-US'],
    ] as const) {
      const event = await vi.waitFor(() => {
        const found = stream.events.find((e) => e.note?.id === note.id);
        if (!found) throw new Error('the note’s event has not arrived');
        return found;
      }, WAIT_FOR);
      expect(event.operator?.name).toBe(LIN[lang]);
      expect(event.note?.username).toBe(LIN[lang]);
    }
    for (const lang of LANGS) {
      const feed = (await data(lang, 'GET', '/admin/monitor/activity?limit=50', t.admin)) as {
        operator: { name: string } | null;
        note: { id: number } | null;
      }[];
      expect(feed.find((e) => e.note?.id === note.id)?.operator?.name).toBe(LIN[lang]);
      const notes = (await data(lang, 'GET', '/admin/monitor/notes', t.admin)) as {
        id: number;
        username: string;
      }[];
      expect(notes.find((x) => x.id === note.id)?.username).toBe(LIN[lang]);
    }
  });

  test('automation and the money policy: who changed them, who asks for a change', async () => {
    const set = await data('zh-CN', 'PUT', '/admin/automation/approvalTodos', t.admin, { enabled: true });
    expect(set.updatedBy).toBe(LIN['zh-CN']);
    await data('en-US', 'PUT', '/admin/money-controls', t.admin, { coins: 9_000 });
    await data('en-US', 'PUT', '/admin/money-controls', t.admin, { coins: 60_000 });
    for (const lang of LANGS) {
      const switches = (await data(lang, 'GET', '/admin/automation', t.user)) as {
        id: string;
        updatedBy: string;
      }[];
      expect(switches.find((s) => s.id === 'approvalTodos')?.updatedBy).toBe(LIN[lang]);
      const controls = await data(lang, 'GET', '/admin/money-controls', t.user);
      expect(controls.updatedBy).toBe(LIN[lang]);
      expect(controls.pending.map((p: { requester: string }) => p.requester)).toContain(LIN[lang]);
    }
  });

  test('the analysis authors', async () => {
    for (const lang of LANGS) {
      const authors = await data(lang, 'GET', '/admin/analysis/popular-authors?limit=10', t.admin);
      expect(authors.list.length).toBeGreaterThan(0);
      const other = lang === 'en-US' ? /[\u4e00-\u9fff]/u : /[A-Za-z]/;
      for (const a of authors.list) expect(a.author).not.toMatch(other);
    }
  });
});
