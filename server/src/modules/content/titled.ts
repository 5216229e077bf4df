import type { CollectionDbRow } from '../../db/schema/index.js';
import { stampsOf } from './list.js';

/** The columns every titled page (topic, wallpaper topic, collection) has. */
type TitledDbRow = Pick<
  CollectionDbRow,
  'id' | 'title' | 'slug' | 'coverUrl' | 'description' | 'sort' | 'status' | 'createdAt' | 'updatedAt'
>;

/** A titled page's shared columns in their API shape (the resource adds its own). */
export function titledOf(row: TitledDbRow) {
  const { id, title, slug, coverUrl, description, sort, status } = row;
  return { id, title, slug, coverUrl, description, sort, status, ...stampsOf(row) };
}
