/**
 * The content area's values as plain constants, without zod: a content list (its filters, columns
 * and sort) loads nothing more before its first paint. Their schema modules re-export them.
 */

/** Who may open a wallpaper or template: free, VIP members, or for `priceCoins` coins. */
export const CONTENT_ACCESS = ['free', 'vip', 'coin'] as const;

/** Wallpaper and template life cycle: draft (never shown), online (shown in the app), offline (hidden). */
export const PUBLISH_STATUSES = ['draft', 'online', 'offline'] as const;

/** Topic, wallpaper topic and collection status (spec §4 "Set status: online or offline"). */
export const ONLINE_STATUSES = ['online', 'offline'] as const;

/** Which content a category may hold. */
export const CATEGORY_SCOPES = ['wallpaper', 'template', 'both'] as const;

/** A disabled category keeps its content but is not offered for new content in the app. */
export const CATEGORY_STATUSES = ['enabled', 'disabled'] as const;

/** Text limits of a category (the inline edit row's inputs take them too). */
export const CATEGORY_LIMITS = { name: 30, icon: 40 } as const;

/** Sortable fields of GET /admin/categories. */
export const CATEGORY_SORT_FIELDS = ['sort', 'name', 'createdAt', 'updatedAt'] as const;

/**
 * Sortable fields of a titled page's list (GET /admin/collections, /admin/wallpaper-topics): a new
 * titled page sorts by these, so it adds nothing here.
 */
export const TITLED_SORT_FIELDS = ['sort', 'createdAt', 'updatedAt'] as const;

/** What a template makes: a greeting card, a poster or a wallpaper. */
export const TEMPLATE_KINDS = ['card', 'poster', 'wallpaper'] as const;

/** Sortable fields of GET /admin/templates. */
export const TEMPLATE_SORT_FIELDS = ['createdAt', 'updatedAt', 'uses', 'priceCoins'] as const;

/** Sortable fields of GET /admin/topics. */
export const TOPIC_SORT_FIELDS = ['sort', 'createdAt', 'updatedAt', 'startsAt'] as const;

/** A still image or a live (animated) wallpaper. */
export const WALLPAPER_TYPES = ['static', 'live'] as const;

/** Sortable fields of GET /admin/wallpapers. */
export const WALLPAPER_SORT_FIELDS = ['createdAt', 'updatedAt', 'downloads', 'likes', 'priceCoins'] as const;

/**
 * The template layout's limits and choices (template-layout.ts): the template editor's fields draw
 * them on /template/create's first paint, before zod.
 */
export const LAYOUT_LIMITS = {
  canvasMin: 100,
  canvasMax: 4000,
  layers: 50,
  position: 8000,
  size: 8000,
  text: 500,
  fontSizeMin: 6,
  fontSizeMax: 400,
} as const;

/** Font families a template may use (generic CSS families: the web preview and the app draw the same). */
export const TEMPLATE_FONTS = ['sans-serif', 'serif', 'monospace', 'cursive'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const FONT_WEIGHTS = ['normal', 'bold'] as const;
export const IMAGE_FITS = ['cover', 'contain'] as const;
export const LAYER_KINDS = ['text', 'image'] as const;

/** A colour `#rrggbb` or `#rrggbbaa`. */
export const COLOR_PATTERN = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** The multipart field POST /admin/uploads reads. */
export const UPLOAD_FIELD = 'file';

/** Default upload size limit (the server's UPLOAD_MAX_BYTES); beyond it the answer is 413. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
