/**
 * The wallpaper list's presentation, kept in the URL next to the list's own view (page, sort,
 * filters): `view=table` shows the table, no `view` the thumbnail grid (the default). Switching
 * keeps every other parameter, so the same page of the same filtered list stays on screen.
 */
export const WALLPAPER_VIEWS = ['grid', 'table'] as const;
export type WallpaperView = (typeof WALLPAPER_VIEWS)[number];

/** The URL parameter of the presentation. */
export const VIEW_PARAM = 'view';
export const DEFAULT_WALLPAPER_VIEW: WallpaperView = 'grid';

/** The presentation in the URL; anything unknown is the default. */
export function parseWallpaperView(params: URLSearchParams): WallpaperView {
  const value = params.get(VIEW_PARAM);
  return (WALLPAPER_VIEWS as readonly string[]).includes(value ?? '')
    ? (value as WallpaperView)
    : DEFAULT_WALLPAPER_VIEW;
}

/** A copy of the query with this presentation (the default is left out); other parameters are kept. */
export function withWallpaperView(params: URLSearchParams, view: WallpaperView): URLSearchParams {
  const out = new URLSearchParams(params);
  if (view === DEFAULT_WALLPAPER_VIEW) out.delete(VIEW_PARAM);
  else out.set(VIEW_PARAM, view);
  return out;
}

/**
 * The selection kept after the page changed: only ids still on screen stay selected, so a bulk
 * action never touches a row the operator cannot see.
 */
export function keepVisibleSelection(
  selected: ReadonlySet<number>,
  visibleIds: readonly number[],
): Set<number> {
  const visible = new Set(visibleIds);
  return new Set([...selected].filter((id) => visible.has(id)));
}

/** The selection after the "select all on this page" box was toggled. */
export function toggleAll(selected: ReadonlySet<number>, visibleIds: readonly number[]): Set<number> {
  const all = visibleIds.length > 0 && visibleIds.every((id) => selected.has(id));
  return all ? new Set() : new Set(visibleIds);
}

/** The selection with one id toggled. */
export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
