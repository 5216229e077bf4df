import { actionEntries } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import { stubClient } from '../../../testing/stub-client.ts';
import { reissueAction } from './reissue-actions.ts';
import { REISSUE_SCHEMAS } from './reissue-checks.ts';
import { REISSUE_KINDS } from './reissue-kinds.ts';

describe('re-issue kinds', () => {
  test('each kind is a catalogue action, validated by that action’s own schema', () => {
    for (const spec of Object.values(REISSUE_KINDS)) {
      const action = reissueAction(spec.kind);
      expect(action.id).toBe(spec.actionId);
      expect(actionEntries.some((a) => a.id === spec.actionId)).toBe(true);
      // the form's checks (loaded after the screen's first paint) use that same schema
      expect(REISSUE_SCHEMAS[spec.kind]).toBe(action.args);
    }
  });

  test('sending runs the catalogue action: its endpoint, the body it checks, the caller’s key', async () => {
    const { client, calls } = stubClient(() => ({ data: { replayed: false } }));
    await REISSUE_KINDS.coins.send(client, { memberId: 42, amount: 100, reason: 'refund' }, true, 'key-1');
    await REISSUE_KINDS.vip.send(client, { memberId: 42, amount: 7, reason: 'refund' }, false, 'key-2');
    expect(calls.map((c) => [c.method, c.url, c.headers['Idempotency-Key']])).toEqual([
      ['POST', '/admin/member/patch-coin', 'key-1'],
      ['POST', '/admin/member/patch-vip', 'key-2'],
    ]);
    expect(calls[0]?.body).toMatchObject({ memberId: 42, coins: 100, reason: 'refund', dryRun: true });
    expect(calls[1]?.body).toMatchObject({ memberId: 42, days: 7, reason: 'refund', dryRun: false });
  });

  test('a body the action’s schema refuses is never sent', async () => {
    const { client, calls } = stubClient(() => ({ data: {} }));
    await expect(
      REISSUE_KINDS.coins.send(client, { memberId: 42, amount: 0, reason: '' }, true, 'k'),
    ).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });
});
