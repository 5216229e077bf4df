import { z } from 'zod';
import { countWords } from './account.js';

/**
 * The media encoding parameters of uploaded video wallpapers (stored setting `media_params`): a video
 * and an audio group. A change goes through four-eyes approval before the upload pipeline uses it.
 */
export const MEDIA_LIMITS = {
  frameRate: { min: 1, max: 30 },
  videoRate: { min: 150, max: 1800 },
  audioRate: { min: 32, max: 320 },
  channels: { min: 1, max: 8 },
  descriptionWords: 200,
} as const;

export const MEDIA_MODES = ['custom', 'mode1', 'mode2'] as const;
export const MEDIA_RESOLUTIONS = ['720*1280', '1080*1920', '1440*2560'] as const;
export const VIDEO_PROFILES = ['high', 'main', 'baseline'] as const;
export const AUDIO_PROFILES = ['AAC-LC', 'HE-AAC', 'HE-AACv2'] as const;

const int = (b: { min: number; max: number }) => z.number().int().min(b.min).max(b.max);
const frameRate = int(MEDIA_LIMITS.frameRate);
const videoRate = int(MEDIA_LIMITS.videoRate);

const videoRateSchema = z
  .object({ min: videoRate, max: videoRate, default: videoRate })
  .refine((r) => r.min <= r.default, { message: 'media.validation.minAboveDefault', path: ['default'] })
  .refine((r) => r.default <= r.max, { message: 'media.validation.defaultAboveMax', path: ['max'] });

export const mediaParamsSchema = z.object({
  video: z.object({
    mode: z.enum(MEDIA_MODES),
    acquisition: z.object({ resolution: z.enum(MEDIA_RESOLUTIONS), frameRate }),
    encoding: z.object({
      resolution: z.enum(MEDIA_RESOLUTIONS),
      rate: videoRateSchema,
      frameRate,
      profile: z.enum(VIDEO_PROFILES),
    }),
  }),
  audio: z.object({
    mode: z.enum(MEDIA_MODES),
    acquisition: z.object({ channels: int(MEDIA_LIMITS.channels) }),
    encoding: z.object({
      channels: int(MEDIA_LIMITS.channels),
      rate: int(MEDIA_LIMITS.audioRate),
      profile: z.enum(AUDIO_PROFILES),
    }),
  }),
  description: z
    .string()
    .trim()
    .refine((s) => countWords(s) <= MEDIA_LIMITS.descriptionWords, {
      message: 'media.validation.descriptionWords',
    }),
});
export type MediaParams = z.infer<typeof mediaParamsSchema>;

export const DEFAULT_MEDIA_PARAMS: MediaParams = {
  video: {
    mode: 'custom',
    acquisition: { resolution: '720*1280', frameRate: 15 },
    encoding: {
      resolution: '720*1280',
      rate: { min: 300, max: 1500, default: 800 },
      frameRate: 15,
      profile: 'high',
    },
  },
  audio: {
    mode: 'custom',
    acquisition: { channels: 8 },
    encoding: { channels: 8, rate: 128, profile: 'AAC-LC' },
  },
  description: '',
};

/** GET /admin/media-params: the parameters in effect and the change waiting for approval, if any. */
export const mediaParamsStateSchema = z.object({
  current: mediaParamsSchema,
  pendingApprovalId: z.number().int().nullable(),
});
export type MediaParamsState = z.infer<typeof mediaParamsStateSchema>;

/** PUT /admin/media-params answer (HTTP 202): the change waits for a second admin. */
export const mediaParamsChangeSchema = z.object({
  status: z.literal('pending'),
  approvalId: z.number().int(),
});
export type MediaParamsChange = z.infer<typeof mediaParamsChangeSchema>;
