import {
  businessDayBefore,
  type CheckinRecordResult,
  type InviteRecordResult,
} from '@opsdeck/shared/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiToken } from '../helpers/console.js';
import { json, useCliOperators } from './money-support.js';

const suite = useCliOperators('admin', 'operator');

// Support's task records from the built CLI against a real server: the catalogue actions the
// palette runs; with the rule's automation switch off the record is written and the CLI says so.

let token: string;

beforeAll(async () => {
  token = await apiToken(suite.server.apiUrl);
}, 120_000);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${suite.server.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

type Rows = { list: { id: number; day?: string; memberId?: number }[] };

/** The `skip`-th active member (newest first) and a day in the make-good window it has not signed in. */
async function freeDay(skip: number): Promise<{ id: number; day: string }> {
  const members = await api<Rows>(`/admin/members?status=active&pageSize=20&sort=registeredAt:desc`);
  const id = members.list[skip]!.id;
  const taken = await api<Rows>(`/admin/tasks/checkin?memberId=${id}&pageSize=100`);
  const days = new Set(taken.list.map((r) => r.day));
  for (let back = 3; back < 29; back++) {
    if (!days.has(businessDayBefore(back))) return { id, day: businessDayBefore(back) };
  }
  throw new Error('no free day');
}

const record = (who: string, id: number, day: string, ...more: string[]) =>
  suite.cli.opsdeck(who, ['checkins', 'record', '--member', String(id), '--day', day, '--yes', ...more]);

describe('opsdeck checkins record', () => {
  test('the user role records a missed sign-in and its reward is paid', async () => {
    const { id, day } = await freeDay(0);
    const out = json<CheckinRecordResult>(await record(suite.operator, id, day, '--json'));
    expect(out).toMatchObject({ rewardRuleOff: false, checkin: { memberId: id, day } });
    expect(out.reward?.points).toBeGreaterThan(0);
    const again = await record(suite.operator, id, day);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(day);
  });

  test('the member by the 8-digit member ID the lists show, as coins reissue --member takes it', async () => {
    const { id, day } = await freeDay(2);
    const member = await api<{ visibleId: string }>(`/admin/members/${id}`);
    const by = await suite.cli.opsdeck(suite.operator, [
      'checkins',
      'record',
      '--member',
      member.visibleId,
      '--day',
      day,
      '--yes',
      '--json',
    ]);
    expect(json<CheckinRecordResult>(by)).toMatchObject({ checkin: { memberId: id, day } });
  });

  test('with the sign-in reward rule off it is recorded and the CLI says the rule is off', async () => {
    const off = await suite.cli.opsdeck(suite.admin, [
      'automation',
      'set',
      '--id',
      'checkinReward',
      '--yes',
      '--json',
    ]);
    expect(json<{ enabled: boolean }>(off).enabled).toBe(false);
    try {
      const { id, day } = await freeDay(1);
      const r = await record(suite.operator, id, day);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain('Reward rule is off');
      expect(r.stdout).toMatch(/rewardRuleOff\s+true/);
    } finally {
      await suite.cli.opsdeck(suite.admin, [
        'automation',
        'set',
        '--id',
        'checkinReward',
        '--enabled',
        '--yes',
      ]);
    }
  });

  test('a day outside the window is refused before sending, naming the flag (exit 2)', async () => {
    const r = await record(suite.operator, 1, businessDayBefore(-3));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--day');
  });
});

describe('opsdeck invites record', () => {
  test('records an invite and pays the inviter; inviting oneself names --invitee', async () => {
    const members = await api<Rows>(`/admin/members?status=active&pageSize=50&sort=registeredAt:desc`);
    const free: number[] = [];
    for (const m of members.list.slice(5)) {
      const invited = await api<Rows>(`/admin/tasks/invite?memberId=${m.id}`);
      if (invited.list.length === 0) free.push(m.id);
      if (free.length === 2) break;
    }
    const [inviter, invitee] = free.map((id) => ({ id }));
    const args = ['invites', 'record', '--inviter', String(inviter!.id), '--yes'];
    const out = json<InviteRecordResult>(
      await suite.cli.opsdeck(suite.admin, [...args, '--invitee', String(invitee!.id), '--json']),
    );
    expect(out).toMatchObject({
      rewardRuleOff: false,
      invite: { status: 'rewarded', memberId: invitee!.id },
    });
    const self = await suite.cli.opsdeck(suite.admin, [...args, '--invitee', String(inviter!.id)]);
    expect(self.code).toBe(2);
    expect(self.stderr).toContain('--invitee');
  });
});
