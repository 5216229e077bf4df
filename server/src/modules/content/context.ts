import { type Locale, translate } from '@opsdeck/shared/i18n';
import { CONTENT_RESOURCE_KEYS, type ContentResourceKey } from '@opsdeck/shared/resources';
import type { FastifyRequest } from 'fastify';
import { uploadsDir } from '../uploads/store.js';

/** Who is writing, from where, in which language (errors are worded in it, audit rows name them). */
export interface ContentCtx {
  operatorId: number | null;
  ip: string;
  locale: Locale;
  /** DATA_DIR/uploads: where `/uploads/…` URLs live (wallpaper sizes, template covers). */
  uploadsDir: string;
}

/** The context of an authenticated request. */
export function ctxOf(request: FastifyRequest): ContentCtx {
  return {
    operatorId: request.operator?.id ?? null,
    ip: request.ip,
    locale: request.locale,
    uploadsDir: uploadsDir(request.server.env.DATA_DIR),
  };
}

/** Translates in the caller's language. */
export function tr(ctx: ContentCtx, key: string, params: Record<string, unknown> = {}): string {
  return translate(ctx.locale, key, params);
}

/** The content resources (i18n `content.resources.<key>`, audit `target_type`). */
export type ResourceKey = ContentResourceKey | 'collectionItem';

/** Every ResourceKey: the content resources (shared/src/resources/paths.ts) and a collection's items. */
export const RESOURCE_KEYS: readonly ResourceKey[] = [...CONTENT_RESOURCE_KEYS, 'collectionItem'];

/** A resource's name in the caller's language; `lower` for use inside a sentence (English). */
export function resourceName(ctx: ContentCtx, resource: ResourceKey, lower = false): string {
  const name = tr(ctx, `content.resources.${resource}`);
  return lower && ctx.locale === 'en-US' ? name.toLowerCase() : name;
}
