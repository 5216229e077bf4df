import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { pathTo } from '../../../lib/route-links.ts';
import type { DetailPlace } from '../shared/detail-page.tsx';

/** The detail screen of a wallpaper (spec §2 routes take no path parameters: the id is in the query). */
export function wallpaperHref(id: number): string {
  return pathTo('/wallpaper/detail', { id });
}

/** The wallpaper detail page's texts and its list. */
export const WALLPAPER_PLACE: DetailPlace = {
  keys: 'contentWeb.wallpaper',
  listPath: pathTo('/wallpaper/list'),
};

/** The history state of a detail page the list opened: Back and Esc return to that list. */
const FROM_LIST = { fromWallpaperList: true } as const;

/** The wallpaper the list opened last, whose row or card takes the focus when Back returns there. */
let openedFromList: number | null = null;

/** Opens a wallpaper from the list, remembering it so the focus comes back to it. */
export function useOpenWallpaper(): (id: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (id: number) => {
      openedFromList = id;
      navigate(wallpaperHref(id), { state: FROM_LIST });
    },
    [navigate],
  );
}

/** Marks a link of the list as opening this wallpaper (the grid's cards are links). */
export function linkOpened(id: number): { state: typeof FROM_LIST; onClick: () => void } {
  return { state: FROM_LIST, onClick: () => (openedFromList = id) };
}

/**
 * The wallpaper whose row or card should take the focus on the list now: the one it opened, when
 * the list was reached by going back (Back, Esc on the detail page, the browser's Back); else null.
 */
export function useReturnTarget(): number | null {
  const type = useNavigationType();
  const [id] = useState(() => (type === 'POP' ? openedFromList : null));
  return id;
}

/** Back to the list: history Back when the list opened this page (its row takes the focus), else the list. */
export function useBackToList(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as Record<string, unknown> | null)?.fromWallpaperList === true;
  return useCallback(() => {
    if (fromList) navigate(-1);
    else navigate(WALLPAPER_PLACE.listPath);
  }, [fromList, navigate]);
}
