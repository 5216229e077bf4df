import type { ApiClient } from '../api/client.js';
import {
  bulkSetTemplateStatus,
  bulkSetWallpaperStatus,
  createTemplate,
  createWallpaper,
} from '../api/content/resources.js';
import { type ContentPublishArgs, contentPublishArgsSchema } from '../schemas/content/publish.js';
import { templateCreateBodySchema } from '../schemas/content/template.js';
import { wallpaperCreateBodySchema } from '../schemas/content/wallpaper.js';
import { defineAction } from './define-action.js';
import type { ActionEntry } from './types.js';

/** Sets wallpapers or templates online (publish) or offline (unpublish) in one bulk call. */
function setContentStatus(client: ApiClient, args: ContentPublishArgs, status: 'online' | 'offline') {
  const body = { ids: args.ids, status };
  return args.contentType === 'wallpaper'
    ? bulkSetWallpaperStatus(client, body)
    : bulkSetTemplateStatus(client, body);
}

/**
 * The content area's actions; args are the server's own body schemas. A module of their own, so that
 * a wallpaper's detail page (Put online / Take offline) loads these without the rest of the catalogue.
 */
export function contentActionEntries(): ActionEntry[] {
  return [
    defineAction({
      id: 'content.createWallpaper',
      i18nKey: 'content.actions.createWallpaper',
      groupKey: 'menu.wallpaper',
      icon: 'media',
      keywords: [
        'new wallpaper',
        'create wallpaper',
        'add wallpaper',
        'upload',
        '新建壁纸',
        '上传壁纸',
        '壁纸',
      ],
      roles: ['*'],
      risk: 'safe',
      args: wallpaperCreateBodySchema,
      cli: ['wallpapers', 'create'],
      run: (client, args) => createWallpaper(client, args),
    }),
    defineAction({
      id: 'content.createTemplate',
      i18nKey: 'content.actions.createTemplate',
      groupKey: 'menu.template',
      icon: 'new-layers',
      keywords: ['new template', 'create template', 'layout', '新建模板', '模板', '贺卡', '海报'],
      roles: ['*'],
      risk: 'safe',
      args: templateCreateBodySchema,
      cli: ['templates', 'create'],
      run: (client, args) => createTemplate(client, args),
    }),
    defineAction({
      id: 'content.publish',
      i18nKey: 'content.actions.publish',
      groupKey: 'menu.wallpaper',
      icon: 'cloud-upload',
      keywords: ['publish', 'online', 'go live', '上线', '发布', '上架'],
      roles: ['*'],
      risk: 'confirm',
      args: contentPublishArgsSchema,
      cli: ['content', 'publish'],
      run: (client, args) => setContentStatus(client, args, 'online'),
    }),
    defineAction({
      id: 'content.unpublish',
      i18nKey: 'content.actions.unpublish',
      groupKey: 'menu.wallpaper',
      icon: 'cloud-download',
      keywords: ['unpublish', 'offline', 'take down', '下线', '下架', '取消发布'],
      roles: ['*'],
      risk: 'confirm',
      args: contentPublishArgsSchema,
      cli: ['content', 'unpublish'],
      run: (client, args) => setContentStatus(client, args, 'offline'),
    }),
  ];
}
