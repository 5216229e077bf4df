import { z } from 'zod';
import { countWords } from './account.js';
import { daySchema } from './list-query.js';

/**
 * Promotion channels: where members come from. `code` is what a member's `channel` holds; the
 * console creates channels with the three-step channel form (base info, channel info, finish).
 */

/** Channel types: a general app channel, an app store, the website. */
export const CHANNEL_TYPES = ['app', 'store', 'web'] as const;
export const channelTypeSchema = z.enum(CHANNEL_TYPES, {
  error: (issue) => (issue.input === undefined ? 'validation.required' : undefined),
});
export type ChannelType = z.infer<typeof channelTypeSchema>;

/** Keyword platforms a channel advertises on (Toutiao, Huoshan). */
export const CHANNEL_KEYWORDS = ['toutiao', 'huoshan'] as const;
export const channelKeywordSchema = z.enum(CHANNEL_KEYWORDS);
export type ChannelKeyword = z.infer<typeof channelKeywordSchema>;

/** A channel code: lower-case letters, digits and dashes, 2..32 characters. */
export const CHANNEL_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/;
export const channelCodeSchema = z.string().regex(CHANNEL_CODE_PATTERN, 'channels.validation.code');

/** Activity name: 1..20 Chinese characters, letters or digits. */
export const ACTIVITY_NAME_PATTERN = /^[a-zA-Z0-9\u4e00-\u9fa5]{1,20}$/;
/** A promote link starts with http:// or https:// and has no spaces. */
export const PROMOTE_LINK_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/;
/** Text limits of the channel form. */
export const CHANNEL_LIMITS = {
  source: 50,
  media: 50,
  link: 500,
  contentWords: 200,
  contentChars: 2000,
} as const;

const required = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

/** Step 1, base info: activity name, channel type, promotion time (two days), promote link. */
export const channelBaseShape = {
  activityName: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .regex(ACTIVITY_NAME_PATTERN, 'channels.validation.activityName'),
  channelType: channelTypeSchema,
  promotionTime: z
    .tuple([daySchema, daySchema])
    .refine(([from, to]) => from <= to, 'channels.validation.promotionOrder'),
  promoteLink: required(CHANNEL_LIMITS.link).regex(PROMOTE_LINK_PATTERN, 'channels.validation.promoteLink'),
};

/** Step 2, channel info: advertising source and media, keywords, push notify, advertising content. */
export const channelInfoShape = {
  advertisingSource: required(CHANNEL_LIMITS.source),
  advertisingMedia: required(CHANNEL_LIMITS.media),
  keyword: z
    .array(channelKeywordSchema)
    .min(1, 'validation.required')
    .refine((k) => new Set(k).size === k.length, 'channels.validation.keywordRepeated')
    // the same rule in the OpenAPI document
    .meta({ uniqueItems: true }),
  /** Push a notification when the channel goes live; on unless turned off. */
  pushNotify: z.boolean().default(true),
  advertisingContent: required(CHANNEL_LIMITS.contentChars).refine(
    (v) => countWords(v) <= CHANNEL_LIMITS.contentWords,
    'channels.validation.contentWords',
  ),
};

export const channelBaseSchema = z.strictObject(channelBaseShape);
export const channelInfoSchema = z.strictObject(channelInfoShape);

/** POST /admin/channels: both steps in one body; the server generates the code. */
export const channelCreateBodySchema = z.strictObject({ ...channelBaseShape, ...channelInfoShape });
export type ChannelCreateBody = z.infer<typeof channelCreateBodySchema>;

/** A channel as the API shows it; `memberCount` counts the members who came through it. */
export const channelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  channelType: channelTypeSchema,
  promotionFrom: z.string(),
  promotionTo: z.string(),
  promoteLink: z.string(),
  advertisingSource: z.string(),
  advertisingMedia: z.string(),
  keywords: z.array(channelKeywordSchema),
  /** Push a notification when the channel goes live; on unless turned off. */
  pushNotify: z.boolean().default(true),
  advertisingContent: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

/** GET /admin/channels: every channel, oldest first (a short list: the filters offer them all). */
export const channelListSchema = z.object({ list: z.array(channelSchema) });
export type ChannelList = z.infer<typeof channelListSchema>;
