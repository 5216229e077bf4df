import type { MemberRow } from '@opsdeck/shared/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMemberSearch } from '../../../features/members/hooks/use-member-search.ts';
import { appSettingsStore } from '../../../stores/app-settings-store.ts';
import { useOrderSearch, useTemplateSearch, useWallpaperSearch } from '../hooks/use-entity-search.ts';
import { entityItemOf, type OpenedEntity } from '../lib/entities.ts';
import {
  contentQueryOf,
  ENTITY_DEBOUNCE_MS,
  looksLikeEntity,
  memberQueryOf,
  orderListQueryOf,
  orderQueryOf,
} from '../lib/entity-query.ts';
import type { PaletteItem } from '../lib/palette-item.ts';
import { rankPalette } from '../lib/rank.ts';
import type { Usage } from '../lib/usage.ts';
import { EntityGroups } from './entity-groups.tsx';
import { PaletteRootView } from './palette-root-view.tsx';

export interface RootPageProps {
  items: readonly PaletteItem[];
  usage: Usage;
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (item: PaletteItem) => void;
  onCopyCli: (item: PaletteItem) => void;
  /** Whether the role may open the member list, the order lists, templates, wallpapers (the server searches). */
  canSearchMembers: boolean;
  canSearchOrders: boolean;
  canSearchTemplates: boolean;
  canSearchWallpapers: boolean;
  /** Whether the role may open a record opened before (listed under Recent only then). */
  canOpen: (entity: OpenedEntity) => boolean;
  onMember: (member: MemberRow) => void;
  onOpen: (entity: OpenedEntity) => void;
  /** Nothing matches: open the member list searched for the query. */
  onSearchMembers?: (query: string) => void;
  /** Nothing matches an order number or a member id: open the order list searched for it. */
  onSearchOrders?: (query: string) => void;
  mac: boolean;
}

/**
 * The palette's search page: the catalogue items ranked for the query (the records opened before
 * among the Recent ones), and the server's members, orders, templates and wallpapers.
 */
export function RootPage(props: RootPageProps) {
  const { t } = useTranslation();
  const { items, usage, query } = props;
  const settings = useSnapshot(appSettingsStore) as unknown as Record<string, unknown>;
  const { canOpen } = props;
  const opened = useMemo(
    () =>
      Object.values(usage).flatMap(({ entity }) =>
        entity && canOpen(entity) ? [entityItemOf(entity, t(`palette.entity.${entity.kind}`))] : [],
      ),
    [usage, canOpen, t],
  );
  const ranked = useMemo(
    () => rankPalette(items, query, { usage, recentLabel: t('palette.groups.recent'), recentExtras: opened }),
    [items, query, usage, t, opened],
  );
  const content = contentQueryOf(query);
  const keys = {
    members: props.canSearchMembers ? memberQueryOf(query) : '',
    orders: props.canSearchOrders ? orderQueryOf(query) : '',
    templates: props.canSearchTemplates ? content : '',
    wallpapers: props.canSearchWallpapers ? content : '',
  };
  const found = {
    members: useMemberSearch(keys.members, ENTITY_DEBOUNCE_MS),
    orders: useOrderSearch(keys.orders),
    templates: useTemplateSearch(keys.templates),
    wallpapers: useWallpaperSearch(keys.wallpapers),
  };
  const searches = (Object.keys(found) as (keyof typeof found)[]).map((k) => ({
    key: keys[k],
    state: found[k],
  }));
  // a server search still to answer (waiting out the typing pause, or loading): results may come
  const pending = searches.some(
    ({ key, state }) => key !== '' && state.status !== 'ready' && state.status !== 'error',
  );
  const foundRecords = searches.reduce(
    (n, { state }) => n + (state.status === 'ready' ? state.items.length : 0),
    0,
  );

  function settingValue(item: PaletteItem): string | undefined {
    const target = item.target;
    if (target.type !== 'setting') return undefined;
    const value = settings[target.key];
    if (target.settingType === 'boolean')
      return t(value === true ? 'palette.setting.on' : 'palette.setting.off');
    return String(value);
  }

  return (
    <PaletteRootView
      ranked={ranked}
      query={query}
      onQueryChange={props.onQueryChange}
      onChoose={props.onChoose}
      onCopyCli={props.onCopyCli}
      mac={props.mac}
      settingValue={settingValue}
      {...(props.canSearchMembers && props.onSearchMembers && foundRecords === 0
        ? { onSearchMembers: props.onSearchMembers }
        : {})}
      {...(props.canSearchOrders && props.onSearchOrders && foundRecords === 0 && orderListQueryOf(query)
        ? { onSearchOrders: props.onSearchOrders }
        : {})}
      busy={pending}
      entitiesFirst={looksLikeEntity(query)}
      entities={<EntityGroups found={found} onMember={props.onMember} onOpen={props.onOpen} />}
    />
  );
}
