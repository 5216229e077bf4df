import {
  type Category,
  type Collection,
  type CollectionItem,
  type Template,
  templateLayoutSchema,
  type Wallpaper,
} from '@opsdeck/shared/schemas';
import type { Rng } from './rng.ts';

const DAY = 86_400_000;
const NAMES = ['Happy New Year', 'Warm wishes', 'Thank you', 'Happy birthday', 'Congratulations', 'Good night'];

/** Greeting templates with a real layout (parsed by the shared schema, so defaults are filled). */
export function makeTemplates(rng: Rng, now: number, categories: readonly Category[], count: number): Template[] {
  const usable = categories.filter((c) => c.scope !== 'wallpaper');
  return Array.from({ length: count }, (_, i) => {
    const category = rng.pick(usable);
    const access = rng.pick(['free', 'vip', 'coin'] as const);
    const created = now - rng.int(1, 120) * DAY;
    const name = `${rng.pick(NAMES)} ${i + 1}`;
    return {
      id: i + 1,
      name,
      categoryId: category.id,
      categoryName: category.name,
      coverUrl: `/uploads/mock-template-${i + 1}.jpg`,
      kind: rng.pick(['card', 'poster', 'wallpaper'] as const),
      layout: templateLayoutSchema.parse({
        canvas: { width: 750, height: 1334 },
        layers: [
          { id: 'photo', kind: 'image', slot: 'photo', x: 75, y: 120, width: 600, height: 600 },
          { id: 'wish', kind: 'text', text: name, x: 75, y: 800, width: 600, height: 120, align: 'center' },
        ],
      }),
      access,
      priceCoins: access === 'coin' ? rng.pick([10, 30]) : 0,
      uses: rng.int(0, 50_000),
      status: rng.pick(['online', 'online', 'offline', 'draft'] as const),
      createdBy: 1,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(created + rng.int(0, 5) * DAY).toISOString(),
    };
  });
}

/** A collection row and the items it holds. */
export interface MockCollection extends Collection {
  items: CollectionItem[];
}

export function makeCollections(now: number, wallpapers: readonly Wallpaper[]): MockCollection[] {
  return ['Editor picks 编辑精选', 'Holiday set 假日合集', 'Quiet colours 静谧色彩'].map((title, i) => {
    const items = wallpapers.slice(i * 4, i * 4 + 4).map((w, k) => ({
      id: i * 10 + k + 1,
      contentType: 'wallpaper' as const,
      contentId: w.id,
      sort: k,
      title: w.title,
      imageUrl: w.thumbUrl,
      status: w.status,
      access: w.access,
      createdAt: new Date(now - (k + 1) * DAY).toISOString(),
    }));
    return {
      id: i + 1,
      title,
      slug: ['editor-picks', 'holiday-set', 'quiet-colours'][i] as string,
      coverUrl: `/uploads/mock-collection-${i + 1}.jpg`,
      description: `${title}.`,
      status: i === 2 ? 'offline' : 'online',
      sort: (i + 1) * 10,
      itemCount: items.length,
      items,
      createdAt: new Date(now - (40 - i) * DAY).toISOString(),
      updatedAt: new Date(now - (4 - i) * DAY).toISOString(),
    };
  });
}
