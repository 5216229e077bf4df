import type { AxiosRequestConfig } from 'axios';
import { describe, expect, expectTypeOf, test } from 'vitest';
import * as resources from '../resources/index.js';
import { collectionResource, type Resource, wallpaperTopicResource } from '../resources/index.js';
import type { ApiClient } from './client.js';
import * as content from './content/resources.js';
import { type ResourceApi, resourceApi } from './resource.js';

/** A client that records what would be sent and answers nothing. */
function recorder(): { client: ApiClient; sent: AxiosRequestConfig[] } {
  const sent: AxiosRequestConfig[] = [];
  const client = {
    request: async <T>(config: AxiosRequestConfig) => {
      sent.push(config);
      return undefined as T;
    },
  } as unknown as ApiClient;
  return { client, sent };
}

describe('resourceApi: the seven calls of a declared resource', () => {
  test('derive every method and URL from the resource path', async () => {
    const { client, sent } = recorder();
    const api = resourceApi<typeof wallpaperTopicResource>(wallpaperTopicResource.path);
    const stamp = '2026-01-01T00:00:00.000Z';
    await api.list(client, { current: 2 });
    await api.list(client);
    await api.get(client, 7);
    await api.create(client, { title: 'T', slug: 't', coverUrl: '/uploads/a.png' });
    await api.update(client, 7, { title: 'U', updatedAt: stamp });
    await api.setStatus(client, 7, { status: 'online', updatedAt: stamp });
    await api.bulkStatus(client, { ids: [1, 2], status: 'offline' });
    await api.remove(client, 7);
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /admin/wallpaper-topics',
      'GET /admin/wallpaper-topics',
      'GET /admin/wallpaper-topics/7',
      'POST /admin/wallpaper-topics',
      'PATCH /admin/wallpaper-topics/7',
      'POST /admin/wallpaper-topics/7/status',
      'POST /admin/wallpaper-topics/bulk-status',
      'DELETE /admin/wallpaper-topics/7',
    ]);
    expect(sent[0]?.params).toEqual({ current: 2 });
    expect(sent[1]?.params).toEqual({});
    expect(sent[4]?.data).toEqual({ title: 'U', updatedAt: stamp });
  });

  test("each content fetcher (contentApi, derived from RESOURCE_PATHS) calls its declaration's path", async () => {
    const { client, sent } = recorder();
    const keys = Object.keys(resources.RESOURCE_PATHS) as (keyof typeof resources.RESOURCE_PATHS)[];
    for (const key of keys) await content.contentApi[key].get(client, 1);
    const declared = Object.values(resources as Record<string, unknown>).filter(
      (v): v is Resource => typeof v === 'object' && v !== null && 'path' in v && 'schemas' in v,
    );
    expect(sent.map((c) => c.url)).toEqual(keys.map((k) => `/admin/${resources.RESOURCE_PATHS[k]}/1`));
    // every path has its declaration, and every declaration its path
    expect(declared.map((r) => r.path).sort()).toEqual(Object.values(resources.RESOURCE_PATHS).sort());
    // typed by the declaration whose path it is (found by type, not listed)
    expectTypeOf(content.contentApi.wallpaperTopic).toEqualTypeOf<
      ResourceApi<typeof resources.wallpaperTopicResource>
    >();
    expectTypeOf(content.wallpaperApi).toEqualTypeOf<ResourceApi<typeof resources.wallpaperResource>>();
  });

  test('a resource without its own detail answers its row; collections declare a detail', () => {
    expect(wallpaperTopicResource.schemas.detail).toBe(wallpaperTopicResource.schemas.row);
    expect(collectionResource.schemas.detail).not.toBe(collectionResource.schemas.row);
  });
});
