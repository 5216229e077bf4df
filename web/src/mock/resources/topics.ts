import { topicResource } from '@opsdeck/shared/resources';
import type { Topic } from '@opsdeck/shared/schemas';
import { mockResource } from '../data/mock-resource.ts';

const DAY = 86_400_000;
const TOPICS = [
  ['Spring Festival 春节', 'spring-festival', 'Red lanterns and blessings'],
  ['Mid-Autumn 中秋', 'mid-autumn', 'Moon, osmanthus and family'],
  ['Graduation 毕业季', 'graduation', 'Cards for the class of the year'],
  ["Mother's Day 母亲节", 'mothers-day', 'Thank-you cards'],
] as const;

/** The app's topics (greeting-card campaigns), one of them offline. */
export const topicMock = mockResource<typeof topicResource, Topic>(topicResource, {
  make: (now) =>
    TOPICS.map(([title, slug, subtitle], i) => ({
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
    })),
  build: (body, id, now) =>
    ({ startsAt: null, endsAt: null, ...body, id, createdAt: now, updatedAt: now }) as Topic,
});
