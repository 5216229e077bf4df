import type { OnlineStatus } from '@opsdeck/shared/schemas';
import { stampsOf } from './list.js';

/** The columns every titled page (topic, wallpaper topic, collection) has. */
interface TitledDbRow {
  id: number;
  title: string;
  slug: string;
  coverUrl: string;
  description: string;
  sort: number;
  status: OnlineStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** A titled page's shared columns in their API shape (the resource adds its own). */
export function titledOf(row: TitledDbRow) {
  const { id, title, slug, coverUrl, description, sort, status } = row;
  return { id, title, slug, coverUrl, description, sort, status, ...stampsOf(row) };
}
