import { z } from 'zod';

/** Image types an upload may be (sniffed from the bytes, never from the name or declared type). */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const uploadTypeSchema = z.enum(UPLOAD_TYPES);
export type UploadType = z.infer<typeof uploadTypeSchema>;

// The multipart field and the default size limit live in values.ts, without zod (the upload call and
// the image field use them on the content forms' first paint).
export { DEFAULT_UPLOAD_MAX_BYTES, UPLOAD_FIELD } from './values.js';

/**
 * What POST /admin/uploads answers: the file's URL (`/uploads/<sha256 prefix>.<ext>`, served with
 * immutable cache headers), its pixel size, its byte size and sniffed type, and a thumbnail
 * (`/uploads/<hash>.thumb.webp`, at most 480 px wide) for lists and grids.
 */
export const uploadResultSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  type: uploadTypeSchema,
  thumbUrl: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Video wallpaper types an upload may be (sniffed from the bytes: an MP4 `ftyp` box, a WebM EBML header). */
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/webm'] as const;
export const videoUploadTypeSchema = z.enum(VIDEO_UPLOAD_TYPES);
export type VideoUploadType = z.infer<typeof videoUploadTypeSchema>;

/**
 * The encoding profile a video upload must be encoded with: read from the approved media encoding
 * parameters (setting `media_params`) at upload time and stored with the upload. The server does not
 * transcode (`transcoded: false`): the stored file is the uploaded one, and the encoder that prepares
 * it for the app applies this profile. Rates in kbit/s.
 */
export const encodingProfileSchema = z.object({
  video: z.object({
    resolution: z.string(),
    frameRate: z.number().int(),
    bitrateKbps: z.object({ min: z.number().int(), default: z.number().int(), max: z.number().int() }),
    profile: z.string(),
  }),
  audio: z.object({
    channels: z.number().int(),
    bitrateKbps: z.number().int(),
    profile: z.string(),
  }),
  transcoded: z.literal(false),
});
export type EncodingProfile = z.infer<typeof encodingProfileSchema>;

/** What POST /admin/uploads answers for a video: the stored file, its upload row and its encoding profile. */
export const videoUploadResultSchema = z.object({
  uploadId: z.number().int(),
  url: z.string(),
  size: z.number().int(),
  type: videoUploadTypeSchema,
  encoding: encodingProfileSchema,
});
export type VideoUploadResult = z.infer<typeof videoUploadResultSchema>;

/** POST /admin/uploads answer: an image (with its thumbnail) or a video (with its encoding profile). */
export const uploadAnswerSchema = z.union([uploadResultSchema, videoUploadResultSchema]);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
