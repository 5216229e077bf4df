import { AVATAR_FILES_PATH, AVATAR_TYPES, parseImageDataUrl } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { rawRows } from '../../db/raw.js';
import { HttpError } from '../../errors.js';

/** The bytes of an image data: URL (base64 or percent-encoded). */
function bytesOf(parsed: { base64: boolean; data: string }): Buffer {
  return parsed.base64
    ? Buffer.from(parsed.data, 'base64')
    : Buffer.from(decodeURIComponent(parsed.data), 'utf8');
}

/**
 * The avatar whose data: URL hashes to $1: one lookup of the stored hash (kept by a trigger on every
 * write, indexed; migrations/055.do.avatar-hash.sql), never a hash of every operator's avatar.
 */
export const AVATAR_BY_HASH_SQL = 'SELECT avatar FROM operators WHERE avatar_sha256 = $1 LIMIT 1';

/**
 * GET /avatars/<sha256>.<ext>: an operator's avatar stored as a data: URL, by the hash of that URL
 * (shared `avatar-files.ts`), so the profile can be given as a link (`opsdeck profile --json`). Public
 * as uploaded pictures are, registered at the root; a name is its content, so it never changes
 * (cached for a year). An SVG never runs anything: the answer is sandboxed by its CSP, and its type
 * is never sniffed.
 */
export const avatarFilesPlugin: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    `${AVATAR_FILES_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([0-9a-f]{64})\.([a-z]+)$/.exec(request.params.name);
      if (!match) throw new HttpError(404, 'errors.notFound');
      const [, hash, ext] = match;
      const [row] = await rawRows<{ avatar: string }>(app.db, AVATAR_BY_HASH_SQL, [hash]);
      const parsed = row ? parseImageDataUrl(row.avatar) : null;
      if (!parsed || AVATAR_TYPES[parsed.type] !== ext) throw new HttpError(404, 'errors.notFound');
      const etag = `"${hash}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(parsed.type);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      let bytes: Buffer;
      try {
        bytes = bytesOf(parsed);
      } catch {
        throw new HttpError(404, 'errors.notFound');
      }
      return reply.send(bytes);
    },
  );
};
