import type { Approval } from '../schemas/approval.js';
import {
  type ApprovalChangeLine,
  approvalChangeLines,
  changeValueText,
  inFormOrder,
} from '../schemas/approval-changes.js';
import { groupedNumber } from '../schemas/number-formats.js';
import type { Locale } from './locale.js';
import { translate } from './translate.js';

/**
 * Notices the server writes into the message box (an approval's todo, its decision, its expiry)
 * are stored as a text code (`messages.text_code`, `notice:<name>`) and their values
 * (`messages.text_params`, migration 091), and read in the reader's language: never one string
 * holding both languages ('待审批 Approval #1'), nor a text in one language ('coins 10000 → 20000').
 * A value that differs by language (an operator's name, a job's filter in words) is stored per
 * language. The server and the web console's mock both write and read them through this module.
 */

/** A value of a notice: the same in every language, or one per language. */
export type NoticeValue = string | number | Partial<Record<Locale, string>>;

/** One changed parameter, limit or switch of a change's todo (`approvalChangeLines`' line). */
export type NoticeChange = Pick<ApprovalChangeLine, 'key' | 'label' | 'before' | 'after'>;

/**
 * A line of a notice: a text of `approvals.notices` and its values; `changes` lists what a policy
 * or media parameter change asks (each label an i18n key, read in the reader's language); `plain`
 * is text as written (a notice written before migration 093 that could not be read again).
 */
export interface NoticeLine {
  key: 'reissue' | 'job' | 'media' | 'changes' | 'plain';
  params: Record<string, NoticeValue>;
  changes?: NoticeChange[];
}

/** What a notice stores (text_params). */
export interface NoticeParams {
  /** The approval's id and kind (`approvals.kind.<kind>` is the notice's sub-title). */
  id: number;
  kind: string;
  /** A todo: what is asked. */
  summary?: NoticeLine;
  /** A decision: who decided (per language), and a rejection's reason. */
  by?: NoticeValue;
  reason?: string | null;
  /** An expiry: the hours the request waited. */
  hours?: number;
}

/** The notices, by their text code. */
export const NOTICE_CODES = {
  todo: 'notice:todo',
  approved: 'notice:approved',
  rejected: 'notice:rejected',
  expired: 'notice:expired',
} as const;

/**
 * What a todo says a media parameter or policy change asks: each changed parameter, limit or
 * switch, labelled (the same lines as the approval's detail, `approvalChangeLines`).
 */
export function changesLine(a: Pick<Approval, 'kind' | 'payload' | 'before'>): NoticeLine {
  const changes = approvalChangeLines(a).map(({ key, label, before, after }) => ({
    key,
    label,
    before,
    after,
  }));
  return changes.length > 0 ? { key: 'changes', params: {}, changes } : { key: 'media', params: {} };
}

/** The params of a notice line that are money or days: shown grouped in thousands. */
const GROUPED = new Set(['amount', 'total']);

const pick = (value: NoticeValue | undefined, locale: Locale): string | number => {
  if (value === undefined) return '';
  if (typeof value === 'object') return value[locale] ?? value['en-US'] ?? '';
  return value;
};

/**
 * `Coin threshold per member 10000 → 20000`; a switch's on/off and a media parameter's select value
 * in words (`Match mode Custom → Mode 1`).
 */
function changeIn(locale: Locale, c: NoticeChange): string {
  const label = translate(locale, c.label);
  const word = (v: string) => changeValueText((key) => translate(locale, key), c, v);
  return translate(locale, c.before === null ? 'approvals.notices.set' : 'approvals.notices.change', {
    label: label === c.label ? c.key : label,
    before: c.before === null ? '' : word(c.before),
    after: word(c.after),
  });
}

function lineIn(locale: Locale, line: NoticeLine | undefined): string {
  if (!line) return '';
  const params = Object.fromEntries(
    Object.entries(line.params).map(([k, v]) => [
      k,
      // an amount or a total in thousands as the detail shows it (+20,000), never an id or a count
      typeof v === 'number' && GROUPED.has(k) ? groupedNumber(locale, v) : pick(v, locale),
    ]),
  );
  if (line.key === 'plain') return String(params.text ?? '');
  // in the form's order, whatever order the lines were stored in (migration 093 wrote path order)
  if (line.key === 'changes')
    return inFormOrder(line.changes ?? [])
      .map((c) => changeIn(locale, c))
      .join(' · ');
  if (typeof params.unit === 'string')
    params.unit = translate(locale, `approvals.notices.units.${params.unit}`);
  return translate(locale, `approvals.notices.${line.key}`, params);
}

/** A notice's title, sub-title and content in `locale`; null for a code that is not a notice's. */
export function noticeTexts(
  code: string,
  stored: unknown,
  locale: Locale,
): { title: string; subTitle: string; content: string } | null {
  if (!code.startsWith('notice:') || !stored || typeof stored !== 'object') return null;
  const p = stored as NoticeParams;
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(locale, `approvals.notices.${key}`, params);
  const name = code.slice('notice:'.length);
  const subTitle = translate(locale, `approvals.kind.${p.kind}`);
  if (name === 'todo')
    return { title: t('todo', { id: p.id }), subTitle, content: lineIn(locale, p.summary) };
  if (name === 'approved' || name === 'rejected') {
    const by = String(pick(p.by, locale));
    const content = p.reason
      ? t('decidedByReason', { name: by, reason: p.reason })
      : t('decidedBy', { name: by });
    return { title: t(name, { id: p.id }), subTitle, content };
  }
  if (name === 'expired') {
    return {
      title: t('expired', { id: p.id }),
      subTitle,
      content: t('expiredContent', { count: p.hours ?? 0 }),
    };
  }
  return null;
}
