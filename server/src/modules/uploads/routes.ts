import multipart, { type Multipart } from '@fastify/multipart';
import { UPLOAD_FIELD, type UploadAnswer, uploadAnswerSchema } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import { route, routesOf } from '../../http/routes.js';
import { type ContentCtx, ctxOf, tr } from '../content/context.js';
import { fieldError } from '../content/errors.js';
import { readMediaParams } from '../media/params.js';
import { encodingProfileOf } from '../media/profile.js';
import { recentUploads, recordUpload } from './audit.js';
import { sniffImage } from './sniff.js';
import { storeImage, storeVideo, uploadsDir } from './store.js';
import { sniffVideo } from './video-sniff.js';

/** "10 MB" / "512 KB" for the size-limit message. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} B`;
}

/** The bytes of the first file part named UPLOAD_FIELD; other parts are drained. */
async function readFilePart(parts: AsyncIterable<Multipart>): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== UPLOAD_FIELD || bytes) {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    bytes = await part.toBuffer();
  }
  return bytes;
}

/**
 * POST /api/admin/uploads (multipart, field `file`), the type sniffed from the bytes whatever the
 * name or declared type (anything else 415): an image (PNG, JPEG, WebP) of at most UPLOAD_MAX_BYTES,
 * stored with a thumbnail; or a video wallpaper (MP4, WebM) of at most UPLOAD_VIDEO_MAX_BYTES (413
 * beyond; a truncated or malformed one 400), stored as it is with the encoding profile the approved
 * media parameters give now (the server does not transcode; the encoder uses the stored profile).
 * Files live under DATA_DIR/uploads by content hash; each upload has a row and is audited.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { UPLOAD_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES } = app.env;
  // multipart only in this plugin's routes; the larger bound here, the image bound once sniffed
  const partMax = Math.max(UPLOAD_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES);
  await app.register(multipart, { limits: { fileSize: partMax, files: 1, fields: 10, parts: 12 } });
  await app.register(
    routesOf('uploads', [
      route({
        method: 'POST',
        url: '/admin/uploads',
        consumes: ['multipart/form-data'],
        response: uploadAnswerSchema,
        handler: ({ db, request }) => upload(db, request, partMax),
      }),
    ]),
  );
};

const tooLarge = (ctx: ContentCtx, bytes: number) =>
  fieldError(ctx, 413, 'file', 'maxSize', 'content.errors.tooLarge', { max: formatBytes(bytes) });

/** Reads, checks, stores and records one upload; `partMax` is the multipart file bound. */
async function upload(db: Db, request: FastifyRequest, partMax: number): Promise<UploadAnswer> {
  const env = request.server.env;
  const max = env.UPLOAD_MAX_BYTES;
  const videoMax = env.UPLOAD_VIDEO_MAX_BYTES;
  const dir = uploadsDir(env.DATA_DIR);
  const ctx = ctxOf(request);
  if (!request.isMultipart()) throw new HttpError(415, 'content.errors.notMultipart');
  const quota = env.UPLOAD_QUOTA_PER_DAY;
  if (ctx.operatorId !== null && (await recentUploads(db, ctx.operatorId, 24)) >= quota) {
    throw new HttpError(429, 'content.errors.uploadQuota', { max: quota, count: quota, seconds: 3600 });
  }
  let bytes: Buffer | undefined;
  try {
    bytes = await readFilePart(request.parts());
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(ctx, partMax);
    // busboy's "Boundary not found", "Unexpected end of form", a bad header: the body is broken
    throw new HttpError(400, 'content.errors.malformedMultipart');
  }
  if (!bytes) throw fieldError(ctx, 400, 'file', 'required', 'content.errors.noFile');
  const video = sniffVideo(bytes);
  if (video?.ok) {
    if (bytes.length > videoMax) throw tooLarge(ctx, videoMax);
    if (!video.wellFormed) throw fieldError(ctx, 400, 'file', 'decode', 'content.errors.videoUnreadable');
    const url = await storeVideo(dir, bytes, video.ext);
    const encoding = encodingProfileOf(await readMediaParams(db));
    const row = { url, type: video.type, size: bytes.length, encoding };
    const uploadId = await recordUpload(db, ctx, row, { ...row });
    return { uploadId, ...row };
  }
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) {
    const detected = sniffed.detected || tr(ctx, 'content.errors.unknownType');
    throw fieldError(ctx, 415, 'file', 'type', 'content.errors.unsupportedType', { detected });
  }
  if (bytes.length > max) throw tooLarge(ctx, max);
  let result: Awaited<ReturnType<typeof storeImage>>;
  try {
    result = await storeImage(dir, bytes, sniffed.type, sniffed.ext);
  } catch {
    throw fieldError(ctx, 400, 'file', 'decode', 'content.errors.imageUnreadable');
  }
  await recordUpload(
    db,
    ctx,
    { url: result.url, type: result.type, size: result.size, encoding: null },
    result,
  );
  return result;
}
