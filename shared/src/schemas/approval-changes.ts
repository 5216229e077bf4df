import type { Approval } from './approval.js';

/**
 * One line of what a request other than a single re-issue changes: the i18n key of its label (with
 * its params), and the value before (null: nothing to compare) and after, as plain text. Web and CLI
 * translate the label; the values are numbers, names or the request's own words.
 */
export interface ApprovalChangeLine {
  key: string;
  label: string;
  labelParams?: Record<string, unknown>;
  before: string | null;
  after: string;
}

const text = (v: unknown): string => (v === null || v === undefined || v === '' ? '–' : String(v));

/** Flattens nested parameters into dotted keys: `{video: {fps: 15}}` → `video.fps`. */
export function flattenParams(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return prefix ? { [prefix]: value } : {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    Object.assign(out, flattenParams(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

/**
 * What a media parameter change, a policy change or a re-issue job asks, labelled (never by its
 * raw field keys): each changed parameter or limit old → new, a switch on → off, or a job's members,
 * total, filter and reason. Single re-issues have their own figures (`approvalFigures`).
 */
export function approvalChangeLines(a: Pick<Approval, 'kind' | 'payload' | 'before'>): ApprovalChangeLine[] {
  const p = a.payload;
  if (a.kind === 'media_params') {
    const old = flattenParams(a.before);
    const next = flattenParams(p);
    return Object.keys(next)
      .filter((k) => JSON.stringify(old[k]) !== JSON.stringify(next[k]))
      .map((k) => ({ key: k, label: `mediaForm.fields.${k}`, before: text(old[k]), after: text(next[k]) }));
  }
  if (a.kind === 'policy_change') {
    if (p.target === 'switch') {
      const id = String(p.id ?? '');
      return [
        {
          key: `switch:${id}`,
          label: `automation.switches.${id}.title`,
          before: a.before.enabled === false ? 'off' : 'on',
          after: p.enabled === false ? 'off' : 'on',
        },
      ];
    }
    const changes = (typeof p.changes === 'object' && p.changes !== null ? p.changes : {}) as Record<
      string,
      unknown
    >;
    return Object.entries(changes).map(([k, v]) => ({
      key: `limit:${k}`,
      label: `approvals.limits.${k}`,
      before: text(a.before[k]),
      after: text(v),
    }));
  }
  if (a.kind === 'reissue_job') {
    const unit = p.kind === 'vip' ? 'approvals.fields.days' : 'approvals.fields.coins';
    return [
      { key: 'job', label: 'approvals.fields.job', before: null, after: `#${text(p.jobId)}` },
      { key: 'members', label: 'approvals.fields.members', before: null, after: text(p.count) },
      { key: 'total', label: unit, before: null, after: text(p.total) },
      { key: 'filter', label: 'approvals.fields.filter', before: null, after: text(p.filterText) },
      { key: 'reason', label: 'approvals.fields.reason', before: null, after: text(p.reason) },
    ];
  }
  return [];
}
