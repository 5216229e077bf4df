import '../shared/content.css';
import { Button, Intent, SegmentedControl } from '@blueprintjs/core';
import { bulkSetWallpaperStatus, listCategories, listWallpaperTopics } from '@opsdeck/shared/api';
import type { Page, Wallpaper } from '@opsdeck/shared/schemas';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataList } from '../../../components/data-list/data-list.tsx';
import type { ListColumn } from '../../../components/data-list/types.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { pathTo } from '../../../lib/route-links.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { FilterChoices } from '../shared/filter-choices.tsx';
import { GridSortSelect } from '../shared/grid-sort-select.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { selectionColumn } from './selection-column.tsx';
import { WallpaperGrid } from './wallpaper-grid.tsx';
import { useOpenWallpaper, useReturnTarget } from './wallpaper-links.ts';
import { type WallpaperFilterOptions, wallpaperListDefinition } from './wallpaper-list-definition.tsx';
import {
  keepVisibleSelection,
  parseWallpaperView,
  toggleAll,
  toggleOne,
  withWallpaperView,
} from './wallpaper-view.ts';

/** The choices of the view toggle and their glyphs. */
const VIEWS = [
  { value: 'grid', glyph: 'layout-grid' },
  { value: 'table', glyph: 'th' },
] as const;

/** Sort choices of the grid (the table sorts by its headers). */
const GRID_SORTS = [
  'createdAt:desc',
  'createdAt:asc',
  'downloads:desc',
  'likes:desc',
  'priceCoins:desc',
] as const;

/** The filters' choices until they are loaded. */
const NO_OPTIONS: WallpaperFilterOptions = { categories: [], topics: [] };

async function loadOptions(client: Parameters<typeof listCategories>[0]): Promise<WallpaperFilterOptions> {
  const [categories, topics] = await Promise.all([
    listCategories(client, { scope: 'wallpaper', pageSize: 100, sort: 'sort:asc' }),
    listWallpaperTopics(client, { pageSize: 100, sort: 'sort:asc' }),
  ]);
  return { categories: categories.list, topics: topics.list };
}

/**
 * /wallpaper/list: wallpapers as a thumbnail grid or a table (`view=table` in the URL, with the
 * page, sort and filters), filters by category, topic, access, status and type, and a selection for
 * bulk Put online / Take offline.
 */
export function WallpaperListPage() {
  const options = useFetch('wallpaper-filter-options', loadOptions);
  return (
    <FilterChoices load={options} none={NO_OPTIONS} params={['categoryId', 'topicId']}>
      {(data) => <WallpaperList options={data} />}
    </FilterChoices>
  );
}

function WallpaperList({ options }: { options: WallpaperFilterOptions }) {
  const api = useApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => wallpaperListDefinition(options), [options]);
  const [params, setParams] = useSearchParams();
  const view = parseWallpaperView(params);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [visible, setVisible] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const open = useOpenWallpaper();
  const returnTo = useReturnTarget();
  const focusRowWhere = useMemo(
    () => (returnTo === null ? undefined : (row: Wallpaper) => row.id === returnTo),
    [returnTo],
  );

  const onPage = useCallback((page: Page<Wallpaper> | null) => {
    const ids = (page?.list ?? []).map((r) => r.id);
    setVisible(ids);
    setSelected((s) => keepVisibleSelection(s, ids));
  }, []);
  const toggle = useCallback((id: number) => setSelected((s) => toggleOne(s, id)), []);
  const grid = { selected, onToggle: toggle, returnTo };
  const lead: ListColumn<Wallpaper>[] = useMemo(
    () => [selectionColumn(selected, toggle, t)],
    [selected, toggle, t],
  );

  async function bulk(status: 'online' | 'offline') {
    setBusy(true);
    try {
      const result = await bulkSetWallpaperStatus(api, { ids: [...selected], status });
      toastSuccess(
        t(status === 'online' ? 'contentWeb.bulk.nowOnline' : 'contentWeb.bulk.nowOffline', {
          count: result.updated,
        }),
      );
      setSelected(new Set());
      setReloadKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DataList
      def={def}
      title="menu.wallpaper.list"
      reloadKey={reloadKey}
      onPage={onPage}
      onOpen={(row) => open(row.id)}
      focusRowWhere={view === 'table' ? focusRowWhere : undefined}
      noExport={view === 'grid'}
      hint={view === 'grid' ? 'contentWeb.wallpaper.gridHint' : undefined}
      actions={
        <Button
          intent={Intent.PRIMARY}
          icon="add"
          text={t('contentWeb.wallpaper.new')}
          onClick={() => navigate(pathTo('/wallpaper/create'))}
        />
      }
      tools={(controls) => (
        <>
          {view === 'grid' && <GridSortSelect sorts={GRID_SORTS} controls={controls} />}
          <SegmentedControl
            aria-label={t('contentWeb.view.label')}
            value={view}
            onValueChange={(v) =>
              setParams((prev) => withWallpaperView(prev, v === 'table' ? 'table' : 'grid'))
            }
            options={VIEWS.map((v) => ({
              value: v.value,
              label: t(`contentWeb.view.${v.value}`),
              icon: v.glyph,
            }))}
          />
        </>
      )}
      banner={
        <BulkBar
          visible={visible}
          selected={selected}
          busy={busy}
          onToggleAll={() => setSelected((s) => toggleAll(s, visible))}
          onClear={() => setSelected(new Set())}
          onStatus={(s) => void bulk(s)}
        />
      }
      leadColumns={view === 'table' ? lead : undefined}
      renderRows={
        view === 'grid'
          ? (rows, loading) => <WallpaperGrid rows={rows} loading={loading} {...grid} />
          : undefined
      }
    />
  );
}
