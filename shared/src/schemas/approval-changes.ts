import type { Approval } from './approval.js';
import { mediaFieldOrder, mediaValueText } from './media-fields.js';

/**
 * One line of what a request other than a single re-issue changes: the i18n key of its label (with
 * its params), and the value before (null: nothing to compare) and after, as stored (a number, a
 * name, the request's own words, a switch's `on`, a select's `custom`). Web, CLI and the to-do
 * notices translate the label, and read the values through `changeValueText`.
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
    return inFormOrder(
      Object.keys(next)
        .filter((k) => JSON.stringify(old[k]) !== JSON.stringify(next[k]))
        .map((k) => ({ key: k, label: `mediaForm.fields.${k}`, before: text(old[k]), after: text(next[k]) })),
    );
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

const isMediaLine = (line: Pick<ApprovalChangeLine, 'label'>) => line.label.startsWith('mediaForm.fields.');

/**
 * The lines of a media parameter change in the form's order (/form/group, `MEDIA_FIELDS`), whatever
 * order they were stored in: a payload read back from the database has its keys in jsonb's order
 * (shorter keys first), and the to-dos migration 093 rebuilt are in parameter-path order. Any other
 * lines keep their order.
 */
export function inFormOrder<T extends Pick<ApprovalChangeLine, 'key' | 'label'>>(lines: readonly T[]): T[] {
  if (!lines.some(isMediaLine)) return [...lines];
  return [...lines].sort((a, b) => {
    const x = isMediaLine(a) ? mediaFieldOrder(a.key) : Number.MAX_SAFE_INTEGER;
    const y = isMediaLine(b) ? mediaFieldOrder(b.key) : Number.MAX_SAFE_INTEGER;
    return x - y || (x === y && isMediaLine(a) ? a.key.localeCompare(b.key) : 0);
  });
}

/**
 * A change line's value in words, in the reader's language (`t` translates a key): a switch's
 * `on`/`off` as On/Off, a media parameter's select value as the form's option labels it (`custom`
 * → Custom / 自定义, `high` → High, `720*1280` → 720×1280); anything else as stored.
 */
export function changeValueText(
  t: (key: string) => string,
  line: Pick<ApprovalChangeLine, 'key' | 'label'>,
  value: string,
): string {
  if (line.key.startsWith('switch:')) return t(`approvals.switchState.${value}`);
  if (isMediaLine(line)) return mediaValueText(t, line.key, value);
  return value;
}
