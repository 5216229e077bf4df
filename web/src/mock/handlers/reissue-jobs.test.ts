import {
  type MemberRow,
  type ReissueJob,
  reissueJobRowSchema,
  reissueJobSchema,
} from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { issueToken } from '../http/route.ts';
import { callMock, expectAnswerMatches } from '../testing/call-api.ts';
import { mockApiForTests } from '../testing/mock-server.ts';

const mock = mockApiForTests();

const call = (path: string, init: RequestInit = {}, role: 'admin' | 'user' = 'admin') =>
  callMock(mock.world(), path, init, role);

const jobs = async (role: 'admin' | 'user' = 'admin') =>
  (await call('/admin/reissue-jobs', {}, role)).body.data as ReissueJob[];

/** The members the mock's member list finds for a job's filter (every page). */
async function membersOf(filter: Record<string, unknown>): Promise<MemberRow[]> {
  const query = new URLSearchParams(
    Object.entries(filter).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const first = (await call(`/admin/members?${query}&pageSize=100`)).body.data as {
    list: MemberRow[];
    total: number;
  };
  expect(first.list).toHaveLength(first.total);
  return first.list;
}

describe('mock re-issue jobs', () => {
  test('the list, a job and its rows match the shared schemas', async () => {
    await expectAnswerMatches(mock.world(), '/admin/reissue-jobs', z.array(reissueJobSchema));
    await expectAnswerMatches(mock.world(), '/admin/reissue-jobs/1', reissueJobSchema);
    await expectAnswerMatches(
      mock.world(),
      '/admin/reissue-jobs/2/rows?pageSize=5',
      z.object({ list: z.array(reissueJobRowSchema), total: z.number() }),
    );
  });

  test("a filter job's rows are the members the member list finds for its filter; counts add up", async () => {
    const list = await jobs();
    expect(list.map((j) => [j.id, j.status])).toEqual([
      [3, 'cancelled'],
      [2, 'done'],
      [1, 'done'],
    ]);
    for (const job of list.filter((j) => j.filter !== null)) {
      const members = await membersOf(job.filter ?? {});
      expect(job.count).toBe(members.length);
      expect(job.count).toBeGreaterThan(0);
      const rows = (await call(`/admin/reissue-jobs/${job.id}/rows?pageSize=100`)).body.data as {
        list: { visibleId: string }[];
      };
      expect(rows.list.map((r) => r.visibleId).sort()).toEqual(members.map((m) => m.visibleId).sort());
      expect(job.issued + job.replayed + job.failed + job.cancelled + job.left).toBe(job.count);
      expect(job.total).toBe(job.count * (job.amount ?? 0));
    }
    const cancelled = list.find((j) => j.status === 'cancelled');
    expect(cancelled?.issued).toBeGreaterThan(0);
    expect(cancelled?.cancelled).toBeGreaterThan(0);
  });

  test('a banned listed member failed as the server refuses; a non-admin sees their own jobs; CSV; cancel refused', async () => {
    const failed = (await call('/admin/reissue-jobs/2/rows?state=failed')).body.data as {
      list: { visibleId: string; error: string }[];
    };
    const banned = mock.world().members.find((m) => m.status === 'banned');
    expect(failed.list).toEqual([
      expect.objectContaining({
        visibleId: banned?.visibleId,
        error: `Member ${banned?.visibleId} is banned; re-issues to banned members are refused`,
      }),
    ]);
    const own = await jobs('user');
    expect(own.map((j) => j.id)).toEqual([2]);
    expect((await call('/admin/reissue-jobs/1', {}, 'user')).status).toBe(404);
    const admin = mock.world().operators.find((o) => o.role === 'admin');
    const csv = await fetch('http://localhost/api/admin/reissue-jobs/2/result.csv', {
      headers: { authorization: `Bearer ${issueToken(mock.world(), admin?.id ?? 0)}` },
    }).then((r) => r.text());
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Row,Member ID,Amount,Reason,Result,Re-issue order,Error,Done at (UTC+8)');
    expect(lines).toHaveLength(7);
    expect(lines.slice(1).every((l) => /,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(l))).toBe(true);
    const cancel = await call('/admin/reissue-jobs/1/cancel', { method: 'POST', body: '{}' });
    expect(cancel.status).toBe(409);
  });
});
