import type { Locale } from '@opsdeck/shared/i18n';
import {
  type AccountOverview,
  type AccountProfile,
  type AccountSession,
  type Certification,
  type Project,
  profileUpdateBodySchema,
  type SecuritySettings,
  type Teammate,
} from '@opsdeck/shared/schemas';
import type { MockAuditEntry } from '../data/account.ts';
import { rowsOf } from '../data/content-rows.ts';
import { type MockOperator, namedIn } from '../data/operators.ts';
import { profileOf, type World } from '../data/world.ts';
import { bodyOf, localeOf, ok, parseOr400 } from '../http/reply.ts';
import { topicMock } from '../resources/topics.ts';
import type { Router } from './router.ts';

const DAY = 86_400_000;
const activity = ({ operatorId: _operatorId, ...item }: MockAuditEntry) => item;

function accountProfile(world: World, operator: MockOperator, locale: Locale): AccountProfile {
  const fields = world.accountFields.get(operator.id) ?? {
    nickname: '',
    countryRegion: '',
    area: '',
    address: '',
  };
  return { ...profileOf(operator, locale), ...fields };
}

/** As the server counts it: entries since midnight (UTC), the latest ten, per area this week vs the last. */
function overviewOf(world: World, operatorId: number): AccountOverview {
  const mine = world.audit.filter((e) => e.operatorId === operatorId);
  const at = (e: MockAuditEntry) => Date.parse(e.createdAt);
  const midnight = new Date(world.now).setUTCHours(0, 0, 0, 0);
  const weekAgo = world.now - 7 * DAY;
  const areas = new Map<string, { recent: number; before: number }>();
  for (const e of mine.filter((x) => at(x) > world.now - 14 * DAY)) {
    const area = areas.get(e.targetType) ?? { recent: 0, before: 0 };
    if (at(e) > weekAgo) area.recent += 1;
    else area.before += 1;
    areas.set(e.targetType, area);
  }
  return {
    today: mine.filter((e) => at(e) > midnight).length,
    latestActivity: mine.slice(0, 10).map(activity),
    visits: [...areas]
      .sort(([a, x], [b, y]) => y.recent - x.recent || a.localeCompare(b))
      .map(([name, { recent, before }]) => ({
        name,
        visits: recent,
        growth: before > 0 ? Math.round(((recent - before) / before) * 1000) / 10 : null,
      })),
  };
}

/** The collections and topics the operator changed, with everyone who changed them. */
function projectsOf(world: World, operatorId: number): Project[] {
  const mine = world.audit.filter(
    (e) => e.operatorId === operatorId && (e.targetType === 'collection' || e.targetType === 'topic'),
  );
  const seen = new Set<string>();
  const projects: Project[] = [];
  for (const e of mine) {
    const key = `${e.targetType}:${e.targetId}`;
    const target =
      e.targetType === 'collection'
        ? world.collections.find((c) => String(c.id) === e.targetId)
        : rowsOf(world, topicMock).find((tp) => String(tp.id) === e.targetId);
    if (seen.has(key) || !target) continue;
    seen.add(key);
    const people = world.operators.filter((o) =>
      world.audit.some((a) => a.operatorId === o.id && `${a.targetType}:${a.targetId}` === key),
    );
    projects.push({
      id: key,
      kind: e.targetType as Project['kind'],
      name: target.title,
      description: target.description,
      peopleNumber: people.length,
      contributors: people.map((o) => ({ name: o.name, email: o.email, avatar: o.avatar })),
      lastChangedAt: e.createdAt,
    });
  }
  return projects;
}

/** The user centre: the setting profile and its save, security, certification, sessions, overview, projects and team. */
export function accountHandlers({ on }: Router): void {
  on('get', '/admin/account/settings', ['*'], ({ request, world, operator }) =>
    ok(accountProfile(world, operator, localeOf(request))),
  );

  on('put', '/admin/account/profile', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, profileUpdateBodySchema, await bodyOf(request));
    const { nickname, countryRegion, area, address, ...typed } = body;
    // as the server: a name, an introduction or an office location shown in this language and sent back unchanged
    // keeps its names per language; one typed anew is the operator's own in every language
    const shown = namedIn(operator, localeOf(request));
    const { name, location, introduction, ...own } = typed;
    Object.assign(operator, own);
    if (name !== shown.name) {
      operator.name = name;
      if (operator.zh) operator.zh = { ...operator.zh, name };
    }
    if (introduction !== shown.introduction) {
      operator.introduction = introduction;
      if (operator.zh) operator.zh = { ...operator.zh, introduction };
    }
    if (location !== undefined && location !== shown.location) {
      Object.assign(operator, { location, locationName: location });
      if (operator.zh) operator.zh = { ...operator.zh, location, locationName: location };
    }
    world.accountFields.set(operator.id, { nickname, countryRegion, area, address });
    return ok(accountProfile(world, operator, localeOf(request)));
  });

  on('get', '/admin/account/security', ['*'], ({ operator }) => {
    const security: SecuritySettings = {
      passwordChangedAt: null,
      question: null,
      phone: `${operator.phone.slice(0, 3)}****${operator.phone.slice(-4)}`,
      email: operator.email,
    };
    return ok(security);
  });

  on('get', '/admin/account/certification', ['*'], () => {
    const certification: Certification = { enterpriseInfo: null, records: [] };
    return ok(certification);
  });

  // The mock keeps no session times: each of the operator's tokens is a session of the mock's clock.
  on('get', '/admin/account/sessions', ['*'], ({ request, world, operator }) => {
    const current = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    const at = new Date(world.now).toISOString();
    const sessions: AccountSession[] = [...world.sessions]
      .filter(([, id]) => id === operator.id)
      .map(([token], i) => ({
        id: i + 1,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(world.now + 7 * DAY).toISOString(),
        client: 'mock',
        current: token === current,
      }));
    return ok(sessions);
  });

  on('get', '/admin/account/overview', ['*'], ({ world, operator }) => ok(overviewOf(world, operator.id)));

  on('get', '/admin/account/projects', ['*'], ({ world, operator }) => ok(projectsOf(world, operator.id)));

  on('get', '/admin/account/team', ['*'], ({ world, operator }) => {
    const team: Teammate[] = world.operators
      .filter((o) => o.role === operator.role)
      .map((o) => {
        const done = world.audit.filter((e) => e.operatorId === o.id);
        return {
          id: o.id,
          name: o.name,
          avatar: o.avatar,
          jobName: o.jobName,
          role: o.role === 'admin' ? 'admin' : 'user',
          self: o.id === operator.id,
          actions30d: done.filter((e) => Date.parse(e.createdAt) > world.now - 30 * DAY).length,
          recent: done.slice(0, 3).map(activity),
        };
      });
    return ok(team);
  });
}
