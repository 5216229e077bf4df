import {
  AUTOMATION_SWITCHES,
  type Approval,
  type ApprovalThresholds,
  type AutomationId,
  type Channel,
  DEFAULT_APPROVAL_THRESHOLDS,
  DEFAULT_MEDIA_PARAMS,
  type MediaParams,
  MEMBER_CHANNELS,
  type SetRow,
} from '@opsdeck/shared/schemas';
import type { MockMember } from './members.ts';
import type { MockOperator } from './operators.ts';
import { createRng } from './rng.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A promotion channel as the mock keeps it (its member count is counted when answered). */
export type MockChannel = Omit<Channel, 'memberCount'>;

/** What each store channel of the members is: name, type, advertising source and media, keywords. */
const CHANNELS: Record<(typeof MEMBER_CHANNELS)[number], [string, Channel['channelType'], string, string]> = {
  appstore: ['AppStore', 'store', 'Apple', 'App Store'],
  huawei: ['Huawei', 'store', 'Huawei', 'AppGallery'],
  xiaomi: ['Xiaomi', 'store', 'Xiaomi', 'GetApps'],
  oppo: ['OPPO', 'store', 'OPPO', 'App Market'],
  vivo: ['vivo', 'store', 'vivo', 'App Store'],
  web: ['Web', 'web', 'Website', 'Banner'],
};

/** The channels members came through, as the server's migration creates them. */
export function makeChannels(now: number): MockChannel[] {
  return MEMBER_CHANNELS.map((code, i) => {
    const [name, channelType, source, media] = CHANNELS[code];
    return {
      id: i + 1,
      code,
      name,
      channelType,
      promotionFrom: '2024-01-01',
      promotionTo: '2030-12-31',
      promoteLink: `https://${code === 'web' ? 'opsdeck.example' : `${code}.example`}/`,
      advertisingSource: source,
      advertisingMedia: media,
      keywords: i % 2 === 0 ? ['toutiao'] : ['huoshan'],
      pushNotify: code !== 'web',
      advertisingContent: `Installs from ${media}.`,
      createdAt: new Date(now - (400 - i) * DAY).toISOString(),
    };
  });
}

/** A channel with how many members came through it. */
export function channelWithCount(c: MockChannel, members: readonly MockMember[]): Channel {
  return { ...c, memberCount: members.filter((m) => m.channel === c.code).length };
}

/** Set names: a theme and a kind, 60 distinct names for the mock's sets. */
const THEMES = ['Aurora', 'Lantern', 'Harbour', 'Paper', 'Pixel', 'Tea House'].flatMap((a) => [
  a,
  `${a} Night`,
]);
const KINDS = ['Picks', 'Favourites', 'Fresh', 'Classics', 'Today'];

/** Curated sets over the last 180 days: 8-digit numbers, every content and filter type. */
export function makeSets(seed: number, now: number, count: number): SetRow[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now - rng.int(0, 180 * 24) * 3_600_000).toISOString();
    return {
      id: i + 1,
      number: String(20_000_000 + (i + 1) * 137),
      name: `${THEMES[i % THEMES.length]} ${KINDS[Math.floor(i / THEMES.length) % KINDS.length]}`,
      contentType: (['img', 'horizontalVideo', 'verticalVideo'] as const)[i % 3] ?? 'img',
      filterType: rng.chance(0.5) ? 'artificial' : 'rules',
      count: rng.int(0, 999),
      status: rng.chance(0.6) ? 'online' : 'offline',
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** One stored setting's change stamp. */
export interface Stamp {
  updatedAt: string;
  updatedBy: string;
}

/** The stored settings: thresholds, media parameters and the automation switches (on unless set). */
export interface MockSettings {
  thresholds: ApprovalThresholds;
  media: MediaParams;
  automation: Partial<Record<AutomationId, { enabled: boolean } & Stamp>>;
}

export function makeSettings(): MockSettings {
  return {
    thresholds: { ...DEFAULT_APPROVAL_THRESHOLDS },
    media: structuredClone(DEFAULT_MEDIA_PARAMS),
    automation: {},
  };
}

/** The switch's state: its default (on, except approverTotp) until changed. */
export function switchOn(settings: MockSettings, id: AutomationId): boolean {
  return settings.automation[id]?.enabled ?? AUTOMATION_SWITCHES.find((s) => s.id === id)?.byDefault ?? true;
}

/** Every switch with its state, in the catalogue's order. */
export function switchesOf(settings: MockSettings) {
  return AUTOMATION_SWITCHES.map((s) => {
    const stored = settings.automation[s.id];
    return {
      id: s.id,
      group: s.group,
      enabled: stored?.enabled ?? s.byDefault,
      updatedAt: stored?.updatedAt ?? null,
      updatedBy: stored?.updatedBy ?? null,
    };
  });
}

/** An approval request as the mock keeps it: the answer plus the Idempotency-Key it was asked with. */
/** What the mock stores of a request; the answer adds the member and figures (handlers/approvals.ts). */
export interface MockApproval
  extends Pick<
    Approval,
    | 'id'
    | 'kind'
    | 'status'
    | 'requester'
    | 'decider'
    | 'memberId'
    | 'payload'
    | 'before'
    | 'result'
    | 'rejectReason'
    | 'createdAt'
    | 'decidedAt'
    | 'rule'
    | 'windowTotal'
  > {
  key: string | null;
}

/**
 * The seeded requests: a coin re-issue over the threshold asked by the support operator 45 minutes
 * ago (either admin may approve it) and an older VIP one the finance reviewer rejected.
 */
export function makeApprovals(
  now: number,
  operators: readonly MockOperator[],
  members: readonly MockMember[],
) {
  const user = operators.find((o) => o.role === 'user');
  const reviewer = operators.filter((o) => o.role === 'admin').at(-1);
  const active = members.filter((m) => m.status === 'active');
  const [first, second] = active;
  if (!user || !reviewer || !first || !second) return [];
  const ref = (o: MockOperator) => ({ id: o.id, name: o.name });
  const pending: MockApproval = {
    id: 1,
    kind: 'patch_coins',
    status: 'pending',
    requester: ref(user),
    decider: null,
    memberId: first.id,
    payload: { memberId: first.id, coins: 20_000, reason: '直播活动奖励补发 live event prize' },
    before: { coinBalance: first.coinBalance },
    result: null,
    rejectReason: null,
    createdAt: new Date(now - 45 * MINUTE).toISOString(),
    decidedAt: null,
    rule: 'amount',
    windowTotal: 20_000,
    key: 'seed-approval-0001',
  };
  const rejected: MockApproval = {
    ...pending,
    id: 2,
    kind: 'patch_vip',
    status: 'rejected',
    decider: ref(reviewer),
    memberId: second.id,
    payload: { memberId: second.id, days: 730, reason: 'Two-year VIP for a partner account' },
    before: { vipExpiresAt: second.vipExpiresAt },
    rejectReason: 'Partner accounts get VIP through the partner plan',
    createdAt: new Date(now - 3 * DAY).toISOString(),
    decidedAt: new Date(now - 3 * DAY + 90 * MINUTE).toISOString(),
    windowTotal: 730,
    key: 'seed-approval-0002',
  };
  return [rejected, pending];
}

/** A note of the monitor's live stream, by its author. */
export interface MockNote {
  id: number;
  operatorId: number;
  content: string;
  time: string;
  isCollect: boolean;
}

export function makeNotes(now: number, operators: readonly MockOperator[]): MockNote[] {
  const [admin, user] = operators;
  if (!admin || !user) return [];
  return [
    {
      id: 1,
      operatorId: admin.id,
      content: 'Holiday set goes online at 20:00.',
      time: new Date(now - 5 * 3_600_000).toISOString(),
      isCollect: true,
    },
    {
      id: 2,
      operatorId: user.id,
      content: 'Refund queue is clear.',
      time: new Date(now - 2 * 3_600_000).toISOString(),
      isCollect: false,
    },
  ];
}
