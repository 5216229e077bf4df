import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../errors.js';
import { ensureFile, uploadsDir } from './store.js';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/**
 * GET /uploads/<name>: stored images and videos (uploads and the seed's pictures, drawn on first request).
 * Names are content hashes, so a file never changes: cached for a year, immutable. Public (images
 * are shown in the console and the app without a token), registered at the root, not under /api.
 */
export const uploadFilesPlugin: FastifyPluginAsync = async (app) => {
  const dir = uploadsDir(app.env.DATA_DIR);
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const path = await ensureFile(dir, name);
      if (!path) throw new HttpError(404, 'errors.notFound');
      const info = await stat(path);
      const etag = `"${name}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('last-modified', info.mtime.toUTCString())
        .type(TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      reply.header('content-length', String(info.size));
      return reply.send(createReadStream(path));
    },
  );
};
