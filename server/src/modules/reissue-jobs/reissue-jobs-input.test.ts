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
});
