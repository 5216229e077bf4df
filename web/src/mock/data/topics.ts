import type { Topic, WallpaperTopic } from '@opsdeck/shared/schemas';

const DAY = 86_400_000;
const TOPICS = [
  ['Spring Festival 春节', 'spring-festival', 'Red lanterns and blessings'],
  ['Mid-Autumn 中秋', 'mid-autumn', 'Moon, osmanthus and family'],
  ['Graduation 毕业季', 'graduation', 'Cards for the class of the year'],
  ["Mother's Day 母亲节", 'mothers-day', 'Thank-you cards'],
] as const;

/** The app's topics (greeting-card campaigns), one of them offline. */
export function makeTopics(now: number): Topic[] {
  return TOPICS.map(([title, slug, subtitle], i) => ({
    id: i + 1,
    title,
    slug,
    subtitle,
    coverUrl: `/uploads/mock-topic-${i + 1}.jpg`,
    description: `${subtitle}.`,
    sort: (i + 1) * 10,
    status: i === 3 ? 'offline' : 'online',
    startsAt: new Date(now - (30 - i) * DAY).toISOString(),
    endsAt: new Date(now + (30 + i) * DAY).toISOString(),
    createdAt: new Date(now - (90 - i) * DAY).toISOString(),
    updatedAt: new Date(now - (10 - i) * DAY).toISOString(),
  }));
}

const WALLPAPER_TOPICS = [
  ['Calm mornings 清晨', 'calm-mornings'],
  ['City lights 城市夜色', 'city-lights'],
  ['Snow days 雪景', 'snow-days'],
] as const;

/** Wallpaper topics (curated sets); wallpaperCount is filled in from the wallpapers. */
export function makeWallpaperTopics(now: number): WallpaperTopic[] {
  return WALLPAPER_TOPICS.map(([title, slug], i) => ({
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
  }));
}
