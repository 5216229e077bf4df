import { isUniqueViolation } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { type ContentCtx, type ResourceKey, resourceName, tr } from './context.js';

/** 404: `<Resource> <id> not found`. */
export function notFound(ctx: ContentCtx, resource: ResourceKey, id: number | string): HttpError {
  return new HttpError(404, 'content.errors.notFound', { resource: resourceName(ctx, resource), id });
}

/** A 4xx naming one field and the rule it broke (details carry it for the form). */
export function fieldError(
  ctx: ContentCtx,
  status: number,
  field: string,
  rule: string,
  key: string,
  params: Record<string, unknown> = {},
): HttpError {
  const label = tr(ctx, `fields.${field}`);
  const all = { field: label, ...params };
  return new HttpError(status, key, all, { details: [{ field, rule, message: tr(ctx, key, all) }] });
}

/** 409 `stale`: someone else changed the row after the caller read it (at `current`). */
export function staleEdit(ctx: ContentCtx, resource: ResourceKey, current: Date): HttpError {
  return fieldError(ctx, 409, 'updatedAt', 'stale', 'content.errors.stale', {
    resource: resourceName(ctx, resource, true),
    time: current.toISOString(),
  });
}

/** 409 `unique`: the slug is taken in this table. */
export function slugTaken(ctx: ContentCtx, resource: ResourceKey, slug: string): HttpError {
  return fieldError(ctx, 409, 'slug', 'unique', 'content.errors.slugTaken', {
    slug,
    resource: resourceName(ctx, resource, true),
  });
}

/** What still refers to a row, by kind. */
export interface Refs {
  wallpapers?: number;
  templates?: number;
  collections?: number;
  unlocks?: number;
}

/** True when anything refers to the row. */
export function hasRefs(refs: Refs): boolean {
  return Object.values(refs).some((n) => (n ?? 0) > 0);
}

/** `12 wallpapers, 3 templates` in the caller's language. */
export function refsText(ctx: ContentCtx, refs: Refs): string {
  return (Object.entries(refs) as [keyof Refs, number | undefined][])
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([kind, n]) => tr(ctx, `content.refs.${kind}`, { count: n }))
    .join(tr(ctx, 'content.refs.separator'));
}

/** 409 `inUse`: `<Resource> "<name>" cannot be deleted: it is used by 12 wallpapers, 3 templates`. */
export function inUse(ctx: ContentCtx, resource: ResourceKey, name: string, refs: Refs): HttpError {
  const message = { resource: resourceName(ctx, resource), name, refs: refsText(ctx, refs) };
  return new HttpError(409, 'content.errors.inUse', message, {
    details: [{ field: 'id', rule: 'inUse', message: tr(ctx, 'content.errors.inUse', message) }],
  });
}

/** Runs a write; a unique violation of `<table>_slug_key` becomes 409 `unique` on `slug`. */
export async function guardSlug<T>(
  ctx: ContentCtx,
  resource: ResourceKey,
  table: string,
  slug: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (slug !== undefined && isUniqueViolation(err, `${table}_slug_key`))
      throw slugTaken(ctx, resource, slug);
    throw err;
  }
}
