import { describe, expect, test } from 'vitest';
import { rawRows } from '../../db/raw.js';
import { JOB_TEST, reissueJobKit } from '../../testing/reissue-jobs.js';
import { fourEyesApp } from '../../testing/suite.js';

// A re-issue job asked with bad input: refused naming the field, nothing written.
const t = fourEyesApp();
const { post } = reissueJobKit(t);

describe('re-issue jobs: bad input', () => {
  test('bad input is refused naming the field, and nothing is written', JOB_TEST, async () => {
    const before = await rawRows(t.database.db, 'SELECT 1 FROM reissue_jobs');
    const misspelt = await post({
      kind: 'coins',
      amount: 5,
      reason: 'x outage',
      filter: { stauts: 'active' },
    });
    expect(misspelt.statusCode).toBe(400);
    expect(JSON.stringify(misspelt.json())).toContain('stauts');
    const both = await post({
      kind: 'coins',
      amount: 5,
      reason: 'outage',
      filter: {},
      rows: [{ member: '10000001' }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().details[0].message).toContain('either filter');
    const tooMuch = await post({ kind: 'vip', amount: 5000, reason: 'outage', filter: {} });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0]).toMatchObject({ field: 'amount' });
    const noKey = await post({ kind: 'coins', amount: 5, reason: 'outage', filter: {} }, { key: null });
    expect(noKey.statusCode).toBe(400);
    const [a, b] = await rawRows<{ visible_id: string }>(
      t.database.db,
      'SELECT visible_id FROM members ORDER BY id LIMIT 2',
    );
    const twice = await post(
      {
        kind: 'coins',
        amount: 5,
        reason: 'outage',
        rows: [{ member: a?.visible_id }, { member: b?.visible_id }, { member: a?.visible_id }],
      },
      { locale: 'zh-CN' },
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('第 1 行和第 3 行');
    const unknown = await post({
      kind: 'coins',
      amount: 5,
      reason: 'outage',
      rows: [{ member: '00000000' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('00000000');
    const none = await post({
      kind: 'coins',
      amount: 5,
      reason: 'outage',
      filter: { q: 'no such nickname zzz' },
    });
    expect(none.statusCode).toBe(422);
    expect(await rawRows(t.database.db, 'SELECT 1 FROM reissue_jobs')).toHaveLength(before.length);
  });

  test(
    'a job whose every member is banned is refused: the dry run says so, creating it is 422 naming field and rule',
    JOB_TEST,
    async () => {
      const before = await rawRows(t.database.db, 'SELECT 1 FROM reissue_jobs');
      const banned = { kind: 'coins', amount: 5, reason: 'outage', filter: { status: 'banned' } };
      const review = await post({ ...banned, dryRun: true }, { key: null });
      expect(review.statusCode).toBe(200);
      const figures = review.json().data;
      expect(figures.count).toBeGreaterThan(0);
      expect(figures.banned).toBe(figures.count);
      expect(figures.refusal).toMatchObject({ field: 'filter', rule: 'allBanned' });
      expect(figures.refusal.message).toContain('banned');
      const zh = await post({ ...banned, dryRun: true }, { key: null, locale: 'zh-CN' });
      expect(zh.json().data.refusal.message).toContain('筛选条件');
      expect(zh.json().data.refusal.message).toContain('封禁');
      const create = await post(banned);
      expect(create.statusCode).toBe(422);
      expect(create.json().details[0]).toMatchObject({ field: 'filter', rule: 'allBanned' });
      expect(create.json().message).toContain(`(${figures.count})`);
      // explicit rows of banned members only: the rows are named
      const [one] = await rawRows<{ visible_id: string }>(
        t.database.db,
        "SELECT visible_id FROM members WHERE status = 'banned' ORDER BY id LIMIT 1",
      );
      const rows = await post(
        { kind: 'vip', amount: 3, reason: 'outage', rows: [{ member: one?.visible_id }] },
        { locale: 'zh-CN' },
      );
      expect(rows.statusCode).toBe(422);
      expect(rows.json().details[0]).toMatchObject({ field: 'rows', rule: 'allBanned' });
      expect(rows.json().message).toContain('列出的行');
      // a match with an active member may run (the banned rows fail alone)
      const mixed = await post(
        { kind: 'coins', amount: 5, reason: 'outage', filter: {}, dryRun: true },
        { key: null },
      );
      expect(mixed.json().data.refusal).toBeNull();
      expect(await rawRows(t.database.db, 'SELECT 1 FROM reissue_jobs')).toHaveLength(before.length);
    },
  );
});
