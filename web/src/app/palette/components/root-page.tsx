import type { MemberRow, OrderRow } from '@opsdeck/shared/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMemberSearch } from '../../../features/members/hooks/use-member-search.ts';
import { appSettingsStore } from '../../../stores/app-settings-store.ts';
import { useOrderSearch } from '../hooks/use-order-search.ts';
import { ENTITY_DEBOUNCE_MS, looksLikeEntity, memberQueryOf, orderQueryOf } from '../lib/entity-query.ts';
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
  /** Whether the role may open the member list and the order lists (the server searches). */
  canSearchMembers: boolean;
  canSearchOrders: boolean;
  onMember: (member: MemberRow) => void;
  onOrder: (order: OrderRow) => void;
  mac: boolean;
}

/** The palette's search page: the catalogue items ranked for the query, and the server's members and orders. */
export function RootPage(props: RootPageProps) {
  const { t } = useTranslation();
  const { items, usage, query } = props;
  const settings = useSnapshot(appSettingsStore) as unknown as Record<string, unknown>;
  const ranked = useMemo(
    () => rankPalette(items, query, { usage, recentLabel: t('palette.groups.recent') }),
    [items, query, usage, t],
  );
  const members = useMemberSearch(props.canSearchMembers ? memberQueryOf(query) : '', ENTITY_DEBOUNCE_MS);
  const orders = useOrderSearch(props.canSearchOrders ? orderQueryOf(query) : '');

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
      busy={members.status === 'loading' || orders.status === 'loading'}
      entitiesFirst={looksLikeEntity(query)}
      entities={
        <EntityGroups members={members} orders={orders} onMember={props.onMember} onOrder={props.onOrder} />
      }
    />
  );
}
