/**
 * The first data call of the picture screens (and of two text screens whose largest paint waits for
 * it: the data analysis, the re-issue jobs), made by index.html's inline script on a signed-in
 * first load (`web/scripts/signed-in-preload.ts`), beside the screen's code rather than after it has
 * arrived and run; the screen's own call takes that answer (`early-data.ts`). When the answer names
 * the pictures the screen draws first (a wallpaper's or a template's cards, a wallpaper's picture, a
 * template's background), the script asks
 * for them at once too, as `preloadFirst` (components/content-image.tsx) would once the code runs.
 *
 * `path` must be what the screen asks for at that address, with nothing in the address's query
 * (a list's first page, default sort), only the record's `id` (`{id}`, a detail screen), or only
 * the `params` the screen passes on to its call (the data analysis' range):
 * `tests/e2e/content-images.test.ts` checks that each screen asks for it once, the inline script's call.
 */
export interface EarlyRequest {
  /** After the API base: the list's default first page, or a record with `{id}` from the address. */
  path: string;
  /** The field of the page's first rows that is each card's picture (at most `FIRST_PICTURES`). */
  listPicture?: string;
  /** The field of the record that is the screen's picture. */
  recordPicture?: string;
  /**
   * The picture field (`listPicture` or `recordPicture`) is a template's layout: its picture is the
   * canvas's background image, else its first image layer's, as a thumbnail (`templatePicture`,
   * features/content/templates/layout/template-picture.ts).
   */
  layoutPicture?: boolean;
  /**
   * The address's parameters the screen's call passes on as its query, in this order (those the
   * address has); an address with any other parameter asks for nothing early.
   */
  params?: readonly string[];
}

/** How many of a grid's pictures are asked for first (the cards above the fold, `FIRST_CARDS`). */
export const FIRST_PICTURES = 4;

/** By the screen's route name in the catalogue (the build finds its path there). */
export const EARLY_REQUESTS: Readonly<Record<string, EarlyRequest>> = {
  // its largest paint is text drawn with the overview (the previous range under the range inputs)
  DataAnalysis: { path: '/admin/analysis/overview', params: ['from', 'to'] },
  WallpaperList: {
    path: '/admin/wallpapers?current=1&pageSize=20&sort=createdAt:desc',
    listPicture: 'thumbUrl',
  },
  WallpaperDetail: { path: '/admin/wallpapers/{id}', recordPicture: 'imageUrl' },
  WallpaperTopics: { path: '/admin/wallpaper-topics?current=1&pageSize=20&sort=sort:asc' },
  TemplateList: {
    path: '/admin/templates?current=1&pageSize=20&sort=createdAt:desc',
    listPicture: 'layout',
    layoutPicture: true,
  },
  TemplateDetail: { path: '/admin/templates/{id}', recordPicture: 'layout', layoutPicture: true },
  CollectionList: { path: '/admin/collections?current=1&pageSize=20&sort=sort:asc' },
  CollectionDetail: { path: '/admin/collections/{id}' },
  TopicList: { path: '/admin/topics?current=1&pageSize=20&sort=sort:asc' },
  // its largest paint is text drawn with the jobs' answer (the list, or the empty state that says
  // how to start one): the call went out once the screen's code had arrived and run
  MemberReissueJobs: { path: '/admin/reissue-jobs?limit=50' },
};
