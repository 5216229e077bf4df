import { type WallpaperTopic, wallpaperTopicResource } from '@opsdeck/shared/resources';
import { mockResource } from '../data/mock-resource.ts';

const DAY = 86_400_000;
const WALLPAPER_TOPICS = [
  ['Calm mornings 清晨', 'calm-mornings'],
  ['City lights 城市夜色', 'city-lights'],
  ['Snow days 雪景', 'snow-days'],
] as const;

/** Wallpaper topics (curated sets); wallpaperCount is filled in from the wallpapers (createWorld). */
export const wallpaperTopicMock = mockResource<typeof wallpaperTopicResource, WallpaperTopic>(
  wallpaperTopicResource,
  {
    make: (now) =>
      WALLPAPER_TOPICS.map(([title, slug], i) => ({
        id: i + 1,
        title,
        slug,
        coverUrl: `/uploads/mock-wallpaper-topic-${i + 1}.jpg`,
        description: `${title}: a curated set.`,
        sort: (i + 1) * 10,
        status: i === 2 ? 'offline' : 'online',
        wallpaperCount: 0,
        createdAt: new Date(now - (60 - i) * DAY).toISOString(),
        updatedAt: new Date(now - (5 - i) * DAY).toISOString(),
      })),
    build: (body, id, now) =>
      ({ ...body, id, wallpaperCount: 0, createdAt: now, updatedAt: now }) as WallpaperTopic,
  },
);
