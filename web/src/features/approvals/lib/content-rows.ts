import type { Approval } from '@opsdeck/shared/schemas';

/** One line of a request's content: a field with its value before and after the change. */
export interface ContentRow {
  field: string;
  before: string;
  after: string;
}

const text = (v: unknown): string => (v === null || v === undefined || v === '' ? '-' : String(v));

/** Adds `days` to an expiry (or to `from` when there is none, or it has passed). */
function vipAfter(before: unknown, days: number, from: string): string {
  const start = typeof before === 'string' && Date.parse(before) > Date.parse(from) ? before : from;
  return new Date(Date.parse(start) + days * 86_400_000).toISOString();
}

/** Flattens nested parameters into dotted keys: `{video: {fps: 15}}` → `video.fps`. */
export function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return prefix ? { [prefix]: value } : {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

/**
 * What a request changes, old and new: a coin re-issue's balance, a VIP re-issue's expiry (the
 * executed result once approved, else the expected one), or each changed parameter.
 */
export function contentRows(a: Approval): ContentRow[] {
  const p = a.payload;
  const r = a.result ?? {};
  if (a.kind === 'patch_coins') {
    const before = Number(a.before.coinBalance ?? 0);
    return [
      { field: 'memberId', before: text(a.memberId), after: text(a.memberId) },
      { field: 'coins', before: '-', after: `+${text(p.coins)}` },
      {
        field: 'coinBalance',
        before: text(r.balanceBefore ?? before),
        after: text(r.balanceAfter ?? before + Number(p.coins ?? 0)),
      },
      { field: 'reason', before: '-', after: text(p.reason) },
    ];
  }
  if (a.kind === 'patch_vip') {
    const days = Number(p.days ?? 0);
    return [
      { field: 'memberId', before: text(a.memberId), after: text(a.memberId) },
      { field: 'days', before: '-', after: `+${days}` },
      {
        field: 'vipExpiresAt',
        before: text(r.vipExpiresBefore ?? a.before.vipExpiresAt),
        after: text(r.vipExpiresAfter ?? vipAfter(a.before.vipExpiresAt, days, a.createdAt)),
      },
      { field: 'reason', before: '-', after: text(p.reason) },
    ];
  }
  const old = flatten(a.before);
  const next = flatten(p);
  return Object.keys(next)
    .filter((k) => JSON.stringify(old[k]) !== JSON.stringify(next[k]))
    .map((k) => ({ field: k, before: text(old[k]), after: text(next[k]) }));
}

/** The three steps of the process and how far the request got (0 commit, 1 approval, 2 finish). */
export function currentStep(a: Approval): number {
  return a.status === 'pending' ? 1 : 2;
}
