import { z } from 'zod';

/** Image types an upload may be (sniffed from the bytes, never from the name or declared type). */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const uploadTypeSchema = z.enum(UPLOAD_TYPES);
export type UploadType = z.infer<typeof uploadTypeSchema>;

/** The multipart field POST /admin/uploads reads. */
export const UPLOAD_FIELD = 'file';

/** Default upload size limit (the server's UPLOAD_MAX_BYTES); beyond it the answer is 413. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

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
