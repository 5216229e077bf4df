import { Button, Callout, Card, Classes, H1, Intent } from '@blueprintjs/core';
import { listCategories, updateWallpaper } from '@opsdeck/shared/api';
import type { Wallpaper } from '@opsdeck/shared/schemas';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { useContentForm } from '../shared/use-content-form.ts';
import { WallpaperPreview } from './wallpaper-detail-view.tsx';
import {
  checkWallpaperUpdate,
  isWallpaperEditChanged,
  WALLPAPER_EDIT_FIELDS,
  type WallpaperEditDraft,
  type WallpaperEditField,
  wallpaperEditDraftOf,
} from './wallpaper-edit-draft.ts';
import { DurationField, TitleCategoryFields } from './wallpaper-form-fields.tsx';

export interface WallpaperEditProps {
  row: Wallpaper;
  onSaved: (row: Wallpaper) => void;
  onCancel: () => void;
  /** Drop the edits and load the wallpaper as it is now (after a stale save). */
  onReload: () => void;
}

/**
 * Editing a wallpaper on its detail page: its title, category and, for a live wallpaper, how long it
 * plays (whole seconds, 1 to 3600), checked with the shared schema as they change. Save sends only
 * what changed and the updatedAt that was read (a stale save is refused and says so, with Reload);
 * Esc or Cancel leaves the edit.
 */
export function WallpaperEdit({ row, onSaved, onCancel, onReload }: WallpaperEditProps) {
  const api = useApi();
  const { t } = useTranslation();
  const categories = useFetch('wallpaper-edit-categories', (client) =>
    listCategories(client, { scope: 'wallpaper', status: 'enabled', pageSize: 100, sort: 'sort:asc' }),
  );
  const [draft, setDraft] = useState<WallpaperEditDraft>(() => wallpaperEditDraftOf(row));
  const form = useContentForm<WallpaperEditField>(WALLPAPER_EDIT_FIELDS);
  const { problem, saving } = form;
  const checked = checkWallpaperUpdate(row, draft, currentLocale());
  const errorOf = form.errorOf(checked);
  const live = row.type === 'live';
  const choices = categories.data?.list ?? [];
  const options = choices.some((c) => c.id === row.categoryId)
    ? choices
    : [{ id: row.categoryId, name: row.categoryName }, ...choices];

  const set = (patch: Partial<WallpaperEditDraft>, field: WallpaperEditField) => {
    setDraft((d) => ({ ...d, ...patch }));
    form.touch([field]);
  };

  function save(e: FormEvent) {
    e.preventDefault();
    if (checked.ok && !isWallpaperEditChanged(row, draft)) {
      onCancel();
      return;
    }
    void form.save(checked, async (value) => {
      const saved = await updateWallpaper(api, row.id, value);
      toastSuccess(t('contentWeb.wallpaper.saved', { title: saved.title }));
      onSaved(saved);
    });
  }

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key === 'Escape' && !saving) {
      e.preventDefault();
      onCancel();
    }
  }

  return (
    <div className="od-content-page">
      <div className="od-content-page-head">
        <H1>{t('contentWeb.wallpaper.editTitle', { title: row.title })}</H1>
        <div className="od-content-head-actions">
          <Button text={t('contentWeb.actions.cancel')} disabled={saving} onClick={onCancel} />
          <Button
            type="submit"
            form="wallpaper-edit-form"
            intent={Intent.PRIMARY}
            icon="tick"
            loading={saving}
            disabled={problem?.stale}
            text={t('contentWeb.actions.save')}
          />
        </div>
      </div>
      {problem?.stale && <StaleNotice onReload={onReload} message={problem.message} />}
      <div className="od-tpl-detail">
        <WallpaperPreview row={row} />
        <Card>
          <form id="wallpaper-edit-form" onSubmit={save} onKeyDown={onKeyDown} noValidate>
            <TitleCategoryFields
              autoFocus
              value={draft}
              categories={options}
              errorOf={errorOf}
              disabled={saving}
              onChange={set}
            />
            {live ? (
              <DurationField
                value={draft.duration}
                error={errorOf('durationSeconds')}
                disabled={saving}
                onChange={(duration) => set({ duration }, 'durationSeconds')}
              />
            ) : (
              <p className={Classes.TEXT_MUTED}>{t('contentWeb.wallpaper.editHint')}</p>
            )}
            {categories.error && <Callout intent={Intent.DANGER}>{categories.error}</Callout>}
            {problem && !problem.stale && problem.message && (
              <Callout intent={Intent.DANGER} icon="error" data-testid="wallpaper-error">
                {problem.message}
              </Callout>
            )}
          </form>
        </Card>
      </div>
    </div>
  );
}
