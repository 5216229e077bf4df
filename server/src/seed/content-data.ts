import type { CategoryScope } from '@opsdeck/shared/schemas';

/** docs/domain.md demo sizes of the content area. */
export const DEMO_WALLPAPERS = 500;
export const DEMO_TEMPLATES = 120;

/** The fixed random seed of the content seed. */
export const CONTENT_SEED = 20_260_404;

/** Categories: name, slug, icon (Blueprint), scope. */
export const SEED_CATEGORIES: { name: string; slug: string; icon: string; scope: CategoryScope }[] = [
  { name: 'Landscapes', slug: 'landscapes', icon: 'mountain', scope: 'wallpaper' },
  { name: 'Abstract', slug: 'abstract', icon: 'layout-circle', scope: 'wallpaper' },
  { name: 'Animals', slug: 'animals', icon: 'paw', scope: 'wallpaper' },
  { name: 'Anime', slug: 'anime', icon: 'draw', scope: 'wallpaper' },
  { name: 'Space', slug: 'space', icon: 'globe', scope: 'wallpaper' },
  { name: 'City', slug: 'city', icon: 'office', scope: 'wallpaper' },
  { name: 'Festivals', slug: 'festivals', icon: 'lantern', scope: 'both' },
  { name: 'Love', slug: 'love', icon: 'heart', scope: 'both' },
  { name: 'Minimal', slug: 'minimal', icon: 'minus', scope: 'both' },
  { name: 'Birthday', slug: 'birthday', icon: 'cake', scope: 'template' },
  { name: 'Business', slug: 'business', icon: 'briefcase', scope: 'template' },
  { name: 'Greetings', slug: 'greetings', icon: 'envelope', scope: 'template' },
  { name: 'Events', slug: 'events', icon: 'calendar', scope: 'template' },
  { name: 'Retired', slug: 'retired', icon: 'archive', scope: 'both' },
];

/** Editorial topics: title, slug, subtitle. */
export const SEED_TOPICS: { title: string; slug: string; subtitle: string }[] = [
  { title: 'Spring Festival Picks', slug: 'spring-festival', subtitle: 'Red, gold and good wishes' },
  { title: 'Summer Vibes', slug: 'summer-vibes', subtitle: 'Sun, sea and long evenings' },
  { title: 'Mid-Autumn Moon', slug: 'mid-autumn', subtitle: 'Reunion under the full moon' },
  { title: 'Back to School', slug: 'back-to-school', subtitle: 'Fresh starts and new notebooks' },
  { title: 'Winter Calm', slug: 'winter-calm', subtitle: 'Quiet colours for cold days' },
  { title: "Valentine's Day", slug: 'valentines', subtitle: 'Say it with a card' },
  { title: 'Weekend Reset', slug: 'weekend-reset', subtitle: 'Slow down and breathe' },
  { title: 'Night Owls', slug: 'night-owls', subtitle: 'Dark themes for late hours' },
];

/** Wallpaper topics: title, slug. */
export const SEED_WALLPAPER_TOPICS: { title: string; slug: string }[] = [
  { title: 'Gradients', slug: 'gradients' },
  { title: 'Nature', slug: 'nature' },
  { title: 'Dark Mode', slug: 'dark-mode' },
  { title: 'Pastel', slug: 'pastel' },
  { title: 'Geometric', slug: 'geometric' },
  { title: 'Sunsets', slug: 'sunsets' },
  { title: 'Ocean', slug: 'ocean' },
  { title: 'Lock Screen', slug: 'lock-screen' },
  { title: 'Retro', slug: 'retro' },
  { title: 'Neon', slug: 'neon' },
];

/** Collections (the spec's booklists): title, slug, description. */
export const SEED_COLLECTIONS: { title: string; slug: string; description: string }[] = [
  { title: "Editor's Picks", slug: 'editors-picks', description: 'What the team liked this week' },
  { title: 'Festival Greetings', slug: 'festival-greetings', description: 'Cards for every holiday' },
  { title: 'Calm Screens', slug: 'calm-screens', description: 'Soft wallpapers that stay out of the way' },
  { title: 'Party Time', slug: 'party-time', description: 'Birthdays, openings and nights out' },
  { title: 'New This Month', slug: 'new-this-month', description: 'Fresh uploads' },
  { title: 'Most Downloaded', slug: 'most-downloaded', description: 'Crowd favourites' },
  { title: 'VIP Exclusives', slug: 'vip-exclusives', description: 'Only for VIP members' },
  { title: 'Colour Pop', slug: 'colour-pop', description: 'Bright gradients and bold type' },
  { title: 'Say Thanks', slug: 'say-thanks', description: 'Notes of gratitude' },
  { title: 'Night Mode', slug: 'night-mode', description: 'Dark and moody' },
  { title: 'Minimal Set', slug: 'minimal-set', description: 'Less is more' },
  { title: 'Draft Ideas', slug: 'draft-ideas', description: 'Work in progress, not shown in the app' },
];

export const TITLE_WORDS = {
  first: [
    'Aurora',
    'Sakura',
    'Neon',
    'Misty',
    'Golden',
    'Ocean',
    'Velvet',
    'Crystal',
    'Silent',
    'Amber',
    'Cosmic',
    'Lunar',
    'Coral',
    'Frosted',
    'Electric',
    'Wild',
  ],
  second: [
    'Dawn',
    'Dusk',
    'Valley',
    'Dream',
    'Waves',
    'Garden',
    'Skyline',
    'Horizon',
    'Bloom',
    'Drift',
    'Glow',
    'Echo',
    'Breeze',
    'Orbit',
    'Meadow',
    'Tide',
  ],
};

export const TAGS = [
  '4k',
  'gradient',
  'calm',
  'colorful',
  'dark',
  'light',
  'nature',
  'abstract',
  'cute',
  'minimal',
  'festival',
  'love',
];

export const TEMPLATE_VARIANTS = [
  'Classic',
  'Bright',
  'Soft',
  'Bold',
  'Elegant',
  'Playful',
  'Warm',
  'Cool',
  'Modern',
  'Vintage',
];
