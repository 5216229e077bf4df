import type { Locale } from '@opsdeck/shared/i18n';
import type {
  Category,
  CheckinRow,
  CoinLedgerRow,
  InviteRow,
  Message,
  OrderRow,
  PointLedgerRow,
  Template,
  Profile,
  SetRow,
  UnlockRow,
  VipGrantRow,
  Wallpaper,
} from '@opsdeck/shared/schemas';
import { makeAccountFields, makeAudit, type MockAccountFields, type MockAuditEntry } from './account.ts';
import { linkLedgerUnlocks, makeCheckins, makeInvites, makeOrders, makeUnlocks } from './activity.ts';
import { makeCategories, makeWallpapers } from './content.ts';
import { type MockCollection, makeCollections, makeTemplates } from './editorial.ts';
import { type MockEventLog, seedEventLog } from './events.ts';
import { makeLedgers, makeMembers, type MockMember } from './members.ts';
import { makeOperators, type MockMessage, type MockOperator, namedIn } from './operators.ts';
import {
  type MockApproval,
  type MockChannel,
  type MockNote,
  type MockSettings,
  makeApprovals,
  makeChannels,
  makeNotes,
  makeSets,
  makeSettings,
} from './operations.ts';
import { type MockJob, makeReissueJobs } from './reissue-jobs.ts';
import { createRng } from './rng.ts';
import { wallpaperTopicMock } from '../resources/wallpaper-topics.ts';
import { type ContentRows, makeContentRows, rowsOf } from './content-rows.ts';

/** The mock's whole in-memory data set; handlers read and change it. */
export interface World {
  now: number;
  operators: MockOperator[];
  /** token → operator id. */
  sessions: Map<string, number>;
  messages: Map<number, MockMessage[]>;
  members: MockMember[];
  coinLedger: CoinLedgerRow[];
  pointLedger: PointLedgerRow[];
  vipGrants: VipGrantRow[];
  orders: OrderRow[];
  unlocks: UnlockRow[];
  checkins: CheckinRow[];
  invites: InviteRow[];
  categories: Category[];
  wallpapers: Wallpaper[];
  /** The rows of every resource declared in `web/src/mock/resources/`, by key (`rowsOf`). */
  content: ContentRows;
  templates: Template[];
  collections: MockCollection[];
  /** Idempotency-Key → the re-issue answer it produced. */
  reissues: Map<string, unknown>;
  /** The audit log the user centre reads, newest first. */
  audit: MockAuditEntry[];
  /** operator id → the fields /user/setting edits. */
  accountFields: Map<number, MockAccountFields>;
  channels: MockChannel[];
  sets: SetRow[];
  settings: MockSettings;
  approvals: MockApproval[];
  /** Re-issue jobs (finished ones: the mock runs no job engine), newest first. */
  reissueJobs: MockJob[];
  notes: MockNote[];
  /** The live activity (monitor): every audited write as an event. */
  log: MockEventLog;
  /** When this data set started (the monitor's uptime). */
  startedAt: number;
  /** The answered requests (time, status, milliseconds): the monitor's request figures. */
  traffic: { at: number; status: number; ms: number }[];
}

/** The seed of the data set: the same on every start, so the same rows come back. */
export const MOCK_SEED = 20_261_121;

/** Builds the data set. `now` anchors every time in it (tests pass a fixed one). */
export function createWorld(now: number = Date.now()): World {
  const rng = createRng(MOCK_SEED);
  const { operators, messages } = makeOperators(now);
  const members = makeMembers(rng, now, 60);
  const ledgers = makeLedgers(rng, now, members);
  const categories = makeCategories(now);
  const wallpapers = makeWallpapers(rng, now, categories, 36);
  const templates = makeTemplates(rng, now, categories, 18);
  const content = makeContentRows(now);
  const wallpaperTopics = rowsOf({ content }, wallpaperTopicMock);
  for (const w of wallpapers) if (w.id % 3 === 0) w.topicIds = [1 + (w.id % wallpaperTopics.length)];
  for (const c of categories) {
    c.wallpaperCount = wallpapers.filter((w) => w.categoryId === c.id).length;
    c.templateCount = templates.filter((t) => t.categoryId === c.id).length;
  }
  for (const t of wallpaperTopics)
    t.wallpaperCount = wallpapers.filter((w) => w.topicIds.includes(t.id)).length;
  const audit = makeAudit(now, operators);
  const approvals = makeApprovals(now, operators, members);
  const notes = makeNotes(now, operators);
  const log = seedEventLog(
    [
      ...audit.map((a) => ({ ...a, at: Date.parse(a.createdAt) })),
      ...approvals.map((a) => ({
        operatorId: a.requester.id,
        action: 'approval.request',
        targetType: 'approval',
        targetId: String(a.id),
        payload: { kind: a.kind, ...a.payload },
        at: Date.parse(a.createdAt),
      })),
      ...notes.map((n) => ({
        operatorId: n.operatorId,
        action: 'monitorNote.post',
        targetType: 'monitorNote',
        targetId: String(n.id),
        note: {
          id: n.id,
          username: nameOf(operators, n.operatorId),
          content: n.content,
          time: n.time,
          isCollect: n.isCollect,
        },
        at: Date.parse(n.time),
      })),
    ],
    operators,
    members,
  );
  const world: World = {
    now,
    operators,
    sessions: new Map(),
    messages,
    members,
    coinLedger: ledgers.coins,
    pointLedger: ledgers.points,
    vipGrants: ledgers.vip,
    orders: makeOrders(rng, now, members, 24),
    unlocks: makeUnlocks(rng, now, members, 80, { wallpapers, templates }),
    checkins: makeCheckins(rng, now, members, 50),
    invites: makeInvites(rng, now, members),
    categories,
    wallpapers,
    content,
    templates,
    collections: makeCollections(now, wallpapers),
    reissues: new Map(),
    audit,
    accountFields: makeAccountFields(operators),
    channels: makeChannels(now),
    sets: makeSets(MOCK_SEED + 1, now, 55),
    settings: makeSettings(),
    approvals,
    reissueJobs: makeReissueJobs(now, operators, members),
    notes,
    log,
    startedAt: Date.now(),
    traffic: [],
  };
  linkLedgerUnlocks(world.coinLedger, world.unlocks, { wallpapers, templates });
  return world;
}

/** The operator's profile as GET /admin/account/profile answers it. */
export function profileOf(operator: MockOperator, locale: Locale = 'en-US'): Profile {
  const { password: _password, zh: _zh, ...profile } = namedIn(operator, locale);
  return profile;
}

/** An operator's display name (empty for an unknown id). */
export function nameOf(operators: readonly MockOperator[], id: number): string {
  return operators.find((o) => o.id === id)?.name ?? '';
}
