import type { ActivityItem } from '@opsdeck/shared/schemas';
import type { MockOperator } from './operators.ts';

/** One audit-log entry of the mock: who did what to which target, and when. */
export interface MockAuditEntry extends ActivityItem {
  operatorId: number;
}

/** The user-setting fields the profile screen edits, per operator. */
export interface MockAccountFields {
  nickname: string;
  countryRegion: string;
  area: string;
  address: string;
}

const HOUR = 3_600_000;
/** What each demo operator did lately: action, target type, target id, hours ago. */
const DONE: [string, string, string, number][] = [
  ['wallpaper.update', 'wallpaper', '3', 1],
  ['collection.update', 'collection', '1', 3],
  ['coins.reissue', 'member', '12', 5],
  ['topic.update', 'topic', '2', 30],
  ['wallpaper.create', 'wallpaper', '7', 50],
  ['collection.update', 'collection', '11', 200],
  ['wallpaper.status', 'wallpaper', '9', 220],
];

/** The seeded audit log: each operator's recent entries (newest first), anchored at `now`. */
export function makeAudit(now: number, operators: readonly MockOperator[]): MockAuditEntry[] {
  let id = 0;
  return operators.flatMap((o, k) =>
    DONE.slice(k).map(([action, targetType, targetId, hoursAgo]) => ({
      id: ++id,
      operatorId: o.id,
      action,
      targetType,
      targetId,
      createdAt: new Date(now - hoursAgo * HOUR).toISOString(),
    })),
  );
}

/** The setting fields the seed gives each demo operator. */
export function makeAccountFields(operators: readonly MockOperator[]): Map<number, MockAccountFields> {
  return new Map(
    operators.map((o) => [
      o.id,
      { nickname: o.name.split(' ')[1] ?? o.name, countryRegion: 'china', area: o.locationName, address: '' },
    ]),
  );
}
