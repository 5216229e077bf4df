import '../shared/content.css';
import { Button, Callout, Card, H1, Intent, NonIdealState } from '@blueprintjs/core';
import { createWallpaper, listCategories, listWallpaperTopics } from '@opsdeck/shared/api';
import type { WallpaperTopic } from '@opsdeck/shared/resources';
import type { Category } from '@opsdeck/shared/schemas';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChecksFailed } from '../../../components/checks-failed.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-links.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { useLoadAfterFirstScreen } from '../../../lib/use-load-after-first-screen.ts';
import { ImageUploadField } from '../shared/image-upload-field.tsx';
import { useContentForm } from '../shared/use-content-form.ts';
import { UNCHECKED } from '../shared/validate.ts';
import { wallpaperChecks } from './use-wallpaper-checks.ts';
import {
  EMPTY_WALLPAPER,
  titleFromFileName,
  WALLPAPER_FIELDS,
  type WallpaperDraft,
  type WallpaperField,
} from './wallpaper-draft.ts';
import { WallpaperFormFields } from './wallpaper-form-fields.tsx';

/** The form's choices until they have arrived: the form is drawn at once, as the template's is. */
const NO_CATEGORIES: Category[] = [];
const NO_TOPICS: WallpaperTopic[] = [];

interface FormOptions {
  categories: Category[];
  topics: WallpaperTopic[];
}

async function loadOptions(client: Parameters<typeof listCategories>[0]): Promise<FormOptions> {
  const [categories, topics] = await Promise.all([
    listCategories(client, { scope: 'wallpaper', status: 'enabled', pageSize: 100, sort: 'sort:asc' }),
    listWallpaperTopics(client, { pageSize: 100, sort: 'sort:asc' }),
  ]);
  return { categories: categories.list, topics: topics.list };
}

/**
 * /wallpaper/create: upload an image (checked and previewed with its dimensions in the browser,
 * then sent at once), then title, category, topics, tags, access and price. The form is checked
 * with the shared schema as it changes (the price rule included), once its checks (zod and the
 * schemas) have loaded after the first paint: a save asked for before then waits for them. The
 * server's messages land next to their fields. A created wallpaper opens the list, where it comes first. The form is drawn at
 * once; its category and topic choices fill in when they arrive (the image can be picked meanwhile).
 */
export function WallpaperCreatePage() {
  const api = useApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useFetch('wallpaper-form-options', loadOptions);
  const [draft, setDraft] = useState<WallpaperDraft>(EMPTY_WALLPAPER);
  const form = useContentForm<WallpaperField>(WALLPAPER_FIELDS);
  const { touch, setProblem, saving, problem } = form;
  useLoadAfterFirstScreen(wallpaperChecks.load);
  const checks = wallpaperChecks.use();
  const locale = currentLocale();
  const checked = checks ? checks.checkWallpaper(draft, locale) : UNCHECKED;

  const change = useCallback(
    (next: WallpaperDraft, fields: WallpaperField[]) => {
      setDraft(next);
      touch(fields);
      setProblem((p) =>
        p
          ? {
              ...p,
              fields: Object.fromEntries(
                Object.entries(p.fields).filter(([f]) => !fields.includes(f as WallpaperField)),
              ),
            }
          : p,
      );
    },
    [touch, setProblem],
  );
  const onUploaded = useCallback(
    (image: WallpaperDraft['image'], fileName?: string) => {
      touch(['imageUrl']);
      setDraft((d) => ({
        ...d,
        image,
        title: d.title || (image && fileName ? titleFromFileName(fileName) : d.title),
      }));
    },
    [touch],
  );
  const errorOf = form.errorOf(checked);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    const pending = checks
      ? checked
      : () => wallpaperChecks.load().then((m) => m.checkWallpaper(draft, locale));
    void form.save(pending, async (value) => {
      const created = await createWallpaper(api, value);
      toastSuccess(t('contentWeb.wallpaper.created', { title: created.title }));
      navigate(pathTo('/wallpaper/list'));
    });
  }

  if (options.error) {
    return (
      <NonIdealState
        icon="error"
        title={t('lists.error.title')}
        description={options.error}
        action={<Button icon="refresh" text={t('lists.error.retry')} onClick={options.reload} />}
      />
    );
  }
  return (
    <div className="od-content-page">
      <div className="od-content-page-head">
        <H1>{t('menu.wallpaper.create')}</H1>
      </div>
      <Card className="od-wallpaper-form-card">
        <form className="od-wallpaper-form" onSubmit={submit} noValidate>
          <div className="od-wallpaper-form-image">
            <ImageUploadField
              id="wallpaper-image"
              label={t('fields.imageUrl')}
              variant="wallpaper"
              required
              value={draft.image?.url ?? ''}
              error={errorOf('imageUrl')}
              disabled={saving}
              onUploaded={onUploaded}
            />
          </div>
          <div className="od-wallpaper-form-fields">
            <WallpaperFormFields
              draft={draft}
              categories={options.data?.categories ?? NO_CATEGORIES}
              topics={options.data?.topics ?? NO_TOPICS}
              errorOf={errorOf}
              onChange={change}
              disabled={saving}
            />
            {form.checksFailed && <ChecksFailed onRetry={() => submit()} />}
            {problem?.message && (
              <Callout intent={Intent.DANGER} icon="error" data-testid="wallpaper-error">
                {problem.message}
              </Callout>
            )}
            <div className="od-content-form-actions">
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                icon="tick"
                loading={saving}
                text={t('contentWeb.wallpaper.submit')}
              />
              <Button
                text={t('contentWeb.actions.cancel')}
                onClick={() => navigate(pathTo('/wallpaper/list'))}
                disabled={saving}
              />
            </div>
          </div>
        </form>
      </Card>
    </div>
  );
}
