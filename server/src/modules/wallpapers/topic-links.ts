import { eq, inArray } from 'drizzle-orm';
import { wallpaperTopicLinks, wallpaperTopics } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx } from '../content/context.js';
import { fieldError } from '../content/errors.js';

/** Sets a wallpaper's wallpaper topics (each must exist: 400 naming topicIds and the missing id). */
export async function replaceTopicLinks(
  tx: Tx,
  ctx: ContentCtx,
  wallpaperId: number,
  ids: number[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: wallpaperTopics.id })
      .from(wallpaperTopics)
      .where(inArray(wallpaperTopics.id, wanted))
      .for('share');
    const have = new Set(found.map((r) => r.id));
    const missing = wanted.find((id) => !have.has(id));
    if (missing !== undefined) {
      throw fieldError(ctx, 400, 'topicIds', 'exists', 'content.errors.topicNotFound', { id: missing });
    }
  }
  await tx.delete(wallpaperTopicLinks).where(eq(wallpaperTopicLinks.wallpaperId, wallpaperId));
  if (wanted.length > 0) {
    await tx
      .insert(wallpaperTopicLinks)
      .values(wanted.map((wallpaperTopicId) => ({ wallpaperTopicId, wallpaperId })));
  }
}
