import '../shared/content.css';
import { Classes, Spinner } from '@blueprintjs/core';
import { getWallpaper } from '@opsdeck/shared/api';
import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { preloadFirst } from '../../../components/content-image.tsx';
import { lazyChunk } from '../../../lib/lazy-chunk.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { DetailStates, useDetailEdit } from '../shared/detail-page.tsx';
import { idFromQuery } from '../templates/template-links.ts';
import { WallpaperDetailView } from './wallpaper-detail-view.tsx';
import { useBackToList, WALLPAPER_PLACE } from './wallpaper-links.ts';

/** The edit form and its checks are fetched on the first Edit: the page draws without them. */
const WallpaperEdit = lazyChunk(() =>
  import('./wallpaper-edit.tsx').then((m) => ({ default: m.WallpaperEdit })),
);

/**
 * Esc on the page itself (not in an overlay, a field or a menu) goes back to the list. A toast's
 * own Esc handling (it clears the toasts) does not hold it back: the focus is not in the toast.
 */
function useEscapeBack(enabled: boolean, back: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(`.${Classes.PORTAL}, input, textarea, select, [role="menu"], [role="listbox"]`))
        return;
      e.preventDefault();
      back();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, back]);
}

/** After the edit ends (Esc, Cancel, Save), the focus goes back on Edit once the view is drawn again. */
function useRefocusEdit(): () => void {
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    const edit = document.querySelector<HTMLElement>('.od-content-page-head [data-action="edit"]');
    if (!edit) return;
    refocus.current = false;
    edit.focus();
  });
  return () => {
    refocus.current = true;
  };
}

/**
 * /wallpaper/detail?id=…: the wallpaper (its picture or video), its details and status; Edit changes
 * its title, category and a live wallpaper's duration. Back, or Esc, returns to the list (to the row
 * or card it was opened from).
 */
export function WallpaperDetailPage() {
  const [params] = useSearchParams();
  const id = idFromQuery(params);
  const wallpaper = useFetch(id === null ? null : `wallpaper-${id}`, async (client) => {
    const row = await getWallpaper(client, id ?? 0);
    preloadFirst([row.imageUrl]);
    return row;
  });
  const edit = useDetailEdit(wallpaper, useRefocusEdit());
  const back = useBackToList();
  useEscapeBack(!edit.editing, back);

  return (
    <DetailStates place={WALLPAPER_PLACE} id={id} load={wallpaper}>
      {(row) =>
        edit.isEditing(row) ? (
          <Suspense fallback={<Spinner className="od-content-loading" />}>
            <WallpaperEdit key={edit.formKey(row)} {...edit.editProps(row)} />
          </Suspense>
        ) : (
          <WallpaperDetailView {...edit.viewProps(row)} onBack={back} />
        )
      }
    </DetailStates>
  );
}
