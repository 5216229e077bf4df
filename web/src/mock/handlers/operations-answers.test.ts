import {
  analysisDimensionsSchema,
  analysisOverviewSchema,
  approvalDetailSchema,
  approvalSchema,
  automationSwitchSchema,
  channelListSchema,
  IDEMPOTENCY_HEADER,
  mediaParamsStateSchema,
  monitorEventSchema,
  monitorNoteSchema,
  monitorPreviewSchema,
  monitorStatusSchema,
  pageSchema,
  reissuePendingSchema,
  rotationItemSchema,
  setRowSchema,
} from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { callMock, expectAnswerMatches } from '../testing/call-api.ts';
import { mockApiForTests } from '../testing/mock-server.ts';

const mock = mockApiForTests();

const call = (path: string, init: RequestInit = {}, role: 'admin' | 'user' = 'admin') =>
  callMock(mock.world(), path, init, role);

/** The answers of the analysis, channel, set, approval, settings and monitor screens. */
const answers: [string, z.ZodType][] = [
  ['/admin/analysis/overview', analysisOverviewSchema],
  ['/admin/analysis/overview?from=2026-01-01&to=2026-11-21', analysisOverviewSchema],
  ['/admin/analysis/dimensions?dimension=platform', analysisDimensionsSchema],
  ['/admin/channels', channelListSchema],
  ['/admin/sets?status=online&sort=count:asc', pageSchema(setRowSchema)],
  ['/admin/approvals', z.array(approvalSchema)],
  ['/admin/approvals/1', approvalDetailSchema],
  ['/admin/automation', z.array(automationSwitchSchema)],
  ['/admin/media-params', mediaParamsStateSchema],
  ['/admin/monitor/activity?kind=note', z.array(monitorEventSchema)],
  ['/admin/monitor/notes', z.array(monitorNoteSchema)],
  ['/admin/monitor/status', monitorStatusSchema],
  ['/admin/monitor/rotation', z.array(rotationItemSchema)],
  ['/admin/monitor/preview', monitorPreviewSchema],
];

describe('mock answers of the operations screens', () => {
  test.each(answers)('GET %s matches the shared response schema', (path, schema) =>
    expectAnswerMatches(mock.world(), path, schema),
  );

  test('the analysis counts the data set: paid orders of the range equal the sum of the kinds', async () => {
    const q = 'from=2026-10-01&to=2026-11-21';
    const overview = analysisOverviewSchema.parse((await call(`/admin/analysis/overview?${q}`)).body.data);
    const split = analysisDimensionsSchema.parse((await call(`/admin/analysis/dimensions?${q}`)).body.data);
    const byKind = split.values.reduce((a, v) => a + (v.totals.paidOrders ?? 0), 0);
    expect(overview.figures.paidOrders.value).toBe(byKind);
    expect(overview.figures.paidOrders.series.reduce((a, n) => a + n, 0)).toBe(byKind);
    const revenue = overview.revenueByKind.reduce((a, k) => a + k.value, 0);
    expect(overview.figures.revenue.value).toBe(revenue);
  });

  test('bad input is 400 naming the field; admin-only routes refuse the user role', async () => {
    const reversed = await call('/admin/analysis/overview?from=2026-11-02&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.details[0]).toMatchObject({ field: 'to' });
    expect((await call('/admin/monitor/status', {}, 'user')).status).toBe(403);
    expect((await call('/admin/sets?number=abc')).body.details[0]).toMatchObject({ field: 'number' });
    const note = await call('/admin/monitor/note', {
      method: 'POST',
      body: JSON.stringify({ content: ' ' }),
    });
    expect(note.status).toBe(400);
  });

  test('a VIP re-issue above the threshold answers 202 pending; the same key replays it', async () => {
    const member = mock.world().members.find((m) => m.status === 'active')!;
    const body = JSON.stringify({ memberId: member.id, days: 400, reason: 'Partner year' });
    const init = { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: 'vip-400' } };
    const first = await call('/admin/member/patch-vip', init, 'user');
    expect(first.status).toBe(202);
    expect(reissuePendingSchema.parse(first.body.data)).toMatchObject({ kind: 'patch_vip', threshold: 365 });
    const again = await call('/admin/member/patch-vip', init, 'user');
    expect(again.body.data).toMatchObject({ approvalId: first.body.data.approvalId, replayed: true });
  });
});
