import type { Locale } from '@opsdeck/shared/i18n';
import {
  CHANNEL_KEYWORDS,
  CHANNEL_TYPES,
  type ChannelCreateBody,
  channelBaseSchema,
  channelCreateBodySchema,
  channelInfoSchema,
  formatIssuesIn,
} from '@opsdeck/shared/schemas';
import { translator } from '../../lib/i18n.ts';

/** The channel form as typed: text fields as strings, the promotion time as two days. */
export interface ChannelDraft {
  activityName: string;
  channelType: string;
  promotionFrom: string;
  promotionTo: string;
  promoteLink: string;
  advertisingSource: string;
  advertisingMedia: string;
  keyword: string[];
  pushNotify: boolean;
  advertisingContent: string;
}

export const EMPTY_DRAFT: ChannelDraft = {
  activityName: '',
  channelType: '',
  promotionFrom: '',
  promotionTo: '',
  promoteLink: '',
  advertisingSource: '',
  advertisingMedia: '',
  keyword: [],
  pushNotify: true,
  advertisingContent: '',
};

/** The form's fields (ids `channel-<field>`), by step; errors of the promotion time go to its first day. */
export const STEP_FIELDS = [
  ['activityName', 'channelType', 'promotionTime', 'promoteLink'],
  ['advertisingSource', 'advertisingMedia', 'keyword', 'pushNotify', 'advertisingContent'],
] as const;

export type ChannelField = (typeof STEP_FIELDS)[number][number];
export type FieldErrors = Partial<Record<ChannelField, string>>;

/** The request body of a draft; empty choices are left out so the schema says they are required. */
export function bodyOf(d: ChannelDraft): Record<string, unknown> {
  return {
    activityName: d.activityName,
    channelType: d.channelType || undefined,
    promotionTime: d.promotionFrom || d.promotionTo ? [d.promotionFrom, d.promotionTo] : undefined,
    promoteLink: d.promoteLink,
    advertisingSource: d.advertisingSource,
    advertisingMedia: d.advertisingMedia,
    keyword: d.keyword,
    pushNotify: d.pushNotify,
    advertisingContent: d.advertisingContent,
  };
}

/** Field errors by field (the first message of each), from the server's `details` or zod issues. */
export function errorsOf(details: readonly { field: string; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const d of details) {
    const field = d.field.split('.')[0] as ChannelField;
    if (!out[field]) out[field] = d.message;
  }
  return out;
}

const STEP_SCHEMAS = [channelBaseSchema, channelInfoSchema] as const;

/** Checks one step (0 or 1) with the shared schema; the messages are in `locale`. */
export function validateStep(step: 0 | 1, d: ChannelDraft, locale: Locale): FieldErrors {
  const body = bodyOf(d);
  const fields: readonly string[] = STEP_FIELDS[step];
  const part = Object.fromEntries(Object.entries(body).filter(([k]) => fields.includes(k)));
  const parsed = STEP_SCHEMAS[step].safeParse(part);
  return parsed.success ? {} : errorsOf(formatIssuesIn(parsed.error.issues, translator(locale)));
}

/** The body to send, or the errors of the whole form. */
export function parseDraft(
  d: ChannelDraft,
  locale: Locale,
): { ok: true; body: ChannelCreateBody } | { ok: false; errors: FieldErrors } {
  const parsed = channelCreateBodySchema.safeParse(bodyOf(d));
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: errorsOf(formatIssuesIn(parsed.error.issues, translator(locale))) };
}

/** The step (0 or 1) holding the first field with an error, in form order. */
export function firstErrorStep(errors: FieldErrors): { step: 0 | 1; field: ChannelField } | null {
  for (const step of [0, 1] as const)
    for (const field of STEP_FIELDS[step]) if (errors[field]) return { step, field };
  return null;
}

/** A draft carried in router state (the error page's "return for correction"), checked. */
export function draftOf(state: unknown): ChannelDraft | null {
  const d = (state as { draft?: unknown } | null)?.draft;
  if (!d || typeof d !== 'object') return null;
  const r = d as Record<string, unknown>;
  const text = (k: keyof ChannelDraft) => (typeof r[k] === 'string' ? (r[k] as string) : '');
  return {
    activityName: text('activityName'),
    channelType: (CHANNEL_TYPES as readonly string[]).includes(text('channelType'))
      ? text('channelType')
      : '',
    promotionFrom: text('promotionFrom'),
    promotionTo: text('promotionTo'),
    promoteLink: text('promoteLink'),
    advertisingSource: text('advertisingSource'),
    advertisingMedia: text('advertisingMedia'),
    keyword: Array.isArray(r.keyword)
      ? r.keyword.filter((k): k is string => (CHANNEL_KEYWORDS as readonly string[]).includes(String(k)))
      : [],
    pushNotify: r.pushNotify !== false,
    advertisingContent: text('advertisingContent'),
  };
}
