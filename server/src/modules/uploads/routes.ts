import multipart, { type Multipart } from '@fastify/multipart';
import { envelopeSchema, UPLOAD_FIELD, uploadResultSchema } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../errors.js';
import { ok } from '../../http/envelope.js';
import { ctxOf, tr } from '../content/context.js';
import { fieldError } from '../content/errors.js';
import { auditUpload, recentUploads } from './audit.js';
import { sniffImage } from './sniff.js';
import { storeImage, uploadsDir } from './store.js';

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
 * POST /api/admin/uploads (multipart, field `file`): an image of at most UPLOAD_MAX_BYTES (413
 * beyond), whose type is sniffed from the bytes (PNG, JPEG, WebP; anything else 415 whatever its name
 * or declared type). Stored under DATA_DIR/uploads by content hash with a thumbnail; audited.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const max = app.env.UPLOAD_MAX_BYTES;
  const dir = uploadsDir(app.env.DATA_DIR);
  // multipart only in this plugin's routes; limits are per request below
  await app.register(multipart, { limits: { fileSize: max, files: 1, fields: 10, parts: 12 } });

  app.post(
    '/admin/uploads',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      if (!request.isMultipart()) throw new HttpError(415, 'content.errors.notMultipart');
      const quota = app.env.UPLOAD_QUOTA_PER_DAY;
      if (ctx.operatorId !== null && (await recentUploads(app.db, ctx.operatorId, 24)) >= quota) {
        throw new HttpError(429, 'content.errors.uploadQuota', { max: quota, seconds: 3600 });
      }
      let bytes: Buffer | undefined;
      try {
        bytes = await readFilePart(request.parts());
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError(ctx, 413, 'file', 'maxSize', 'content.errors.tooLarge', { max: formatBytes(max) });
        }
        // busboy's "Boundary not found", "Unexpected end of form", a bad header: the body is broken
        throw new HttpError(400, 'content.errors.malformedMultipart');
      }
      if (!bytes) throw fieldError(ctx, 400, 'file', 'required', 'content.errors.noFile');
      const sniffed = sniffImage(bytes);
      if (!sniffed.ok) {
        const detected = sniffed.detected || tr(ctx, 'content.errors.unknownType');
        throw fieldError(ctx, 415, 'file', 'type', 'content.errors.unsupportedType', { detected });
      }
      let result: Awaited<ReturnType<typeof storeImage>>;
      try {
        result = await storeImage(dir, bytes, sniffed.type, sniffed.ext);
      } catch {
        throw fieldError(ctx, 400, 'file', 'decode', 'content.errors.imageUnreadable');
      }
      await auditUpload(app.db, ctx, result);
      return ok(result);
    },
  );
};
