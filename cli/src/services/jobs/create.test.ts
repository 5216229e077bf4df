import { CancelError } from '@opsdeck/shared/errors';
import { describe, expect, test, vi } from 'vitest';
import { createFakeIO } from '../../testing/fake-io.js';
import { ok, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import type { ConfirmOptions } from '../../ui/render.js';
import { createJob } from './create.js';

const review = (needsApproval: boolean) => ({
  dryRun: true,
  kind: 'coins',
  count: 1100,
  total: 1_650_000,
  banned: 0,
  largest: [],
  sample: [],
  filterText: 'status active, VIP active',
  needsApproval,
  threshold: 100_000,
  refusal: null,
});

async function asked(needsApproval: boolean, locale = 'en-US') {
  const io = createFakeIO({ stdinTTY: true, stderrTTY: true, noColor: true });
  const adapter = stubAdapter({ 'POST /admin/reissue-jobs': () => ok(review(needsApproval)) });
  const f = createTestFactory({ io, adapter, token: 't', env: { OPSDECK_LANG: locale } });
  const confirm = vi.fn(async (_opts: ConfirmOptions) => false);
  const run = createJob(
    f.context(),
    {
      json: false,
      kind: 'coins',
      amount: 1500,
      reason: 'payment outage',
      filter: { status: 'active' },
      dryRun: false,
      yes: false,
      wait: false,
    },
    confirm,
  );
  await expect(run).rejects.toBeInstanceOf(CancelError);
  return vi.mocked(confirm).mock.calls[0]?.[0];
}

describe('jobs create: the question says what confirming does', () => {
  test('within the threshold it starts the job', async () => {
    expect(await asked(false)).toMatchObject({
      question: 'Start this job? [y/N]',
      hint: 'y then Enter: start the job · Enter or n: cancel · Esc: cancel',
    });
  });

  test('above it, confirming only sends it for approval (it read "Start this job?" / "y then Enter: issue")', async () => {
    expect(await asked(true)).toMatchObject({
      question: 'Send it for approval? [y/N]',
      hint: 'y then Enter: send for approval · Enter or n: cancel · Esc: cancel',
    });
    expect((await asked(true, 'zh-CN'))?.question).toBe('提交审批？[y/N]');
  });
});
