import { Icon } from '@blueprintjs/core';
import { Command } from 'cmdk';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaletteItem } from '../lib/palette-item.ts';
import { isCopyCliKey } from '../lib/palette-keys.ts';
import type { RankedPalette } from '../lib/rank.ts';
import { PaletteFooter } from './palette-footer.tsx';
import { PaletteRow } from './palette-row.tsx';
import { PaletteStatus } from './palette-status.tsx';

export interface PaletteRootViewProps {
  ranked: RankedPalette;
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (item: PaletteItem) => void;
  /** Copies the item as a CLI command (Alt+C on the selected item); items without `cli` are skipped. */
  onCopyCli?: (item: PaletteItem) => void;
  mac: boolean;
  /** The server's results (members, orders), listed first for an id-like query, else last. */
  entities?: ReactNode;
  entitiesFirst?: boolean;
  /** A server search is running: the empty state waits for it. */
  busy?: boolean;
  /** The current value of a setting item, shown beside it. */
  settingValue?: (item: PaletteItem) => string | undefined;
  /** When nothing matches: the member list searched for the query (the role may open it). */
  onSearchMembers?: (query: string) => void;
  /** When nothing matches and the query is an order number or a member id: the order list searched. */
  onSearchOrders?: (query: string) => void;
}

/** The id of the selected cmdk item inside this palette. */
function selectedValue(root: HTMLElement): string | null {
  return root.querySelector('[cmdk-item][aria-selected="true"]')?.getAttribute('data-value') ?? null;
}

/**
 * The palette's first page: the search field and the ranked items in their groups (cmdk does the
 * keyboard and the selection; the filtering and ranking are ours, so cmdk's own filter is off and
 * only the shown items are rendered), the server's results, and the key hints.
 */
export function PaletteRootView(props: PaletteRootViewProps) {
  const { t } = useTranslation();
  const { ranked, query, mac, entities, entitiesFirst, onChoose, onCopyCli, settingValue } = props;
  const moneyLabel = t('palette.risk.money');
  // nothing matches: a way on rather than a dead end
  const nothing = !props.busy && ranked.matched === 0 && query.trim() !== '';
  const offers = nothing
    ? [
        props.onSearchMembers && {
          value: 'search-members',
          icon: 'people' as const,
          label: t('palette.searchMembersFor', { query: query.trim() }),
          run: props.onSearchMembers,
        },
        props.onSearchOrders && {
          value: 'search-orders',
          icon: 'shopping-cart' as const,
          label: t('palette.searchOrdersFor', { query: query.trim() }),
          run: props.onSearchOrders,
        },
      ].filter((o) => !!o)
    : [];
  const byId = new Map(ranked.sections.flatMap((s) => s.items.map((i) => [i.id, i] as const)));

  // An Enter typed before the server's search answered an id-like query (`10104729⏎` at typing
  // speed) is held, and chooses the first result once it has come; typing on drops it.
  const root = useRef<HTMLDivElement>(null);
  const [enterHeld, setEnterHeld] = useState(false);
  const heldFor = useRef('');
  useEffect(() => {
    if (!enterHeld) return;
    if (query !== heldFor.current) return setEnterHeld(false);
    if (props.busy) return;
    setEnterHeld(false);
    root.current?.querySelector<HTMLElement>('[cmdk-item]')?.click();
  }, [enterHeld, query, props.busy]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Enter' && props.busy && entitiesFirst && !e.nativeEvent.isComposing) {
      e.preventDefault();
      e.stopPropagation();
      heldFor.current = query;
      setEnterHeld(true);
      return;
    }
    if (onCopyCli && isCopyCliKey(e.nativeEvent, mac)) {
      const item = byId.get(selectedValue(e.currentTarget) ?? '');
      if (item?.cli) {
        e.preventDefault();
        onCopyCli(item);
      }
    }
  }

  return (
    <Command
      ref={root}
      shouldFilter={false}
      loop
      label={t('palette.label')}
      onKeyDown={onKeyDown}
      className="od-palette-command"
    >
      <div className="od-palette-input-row">
        <Icon icon="search" className="od-palette-input-icon" />
        <Command.Input
          autoFocus
          value={query}
          onValueChange={props.onQueryChange}
          placeholder={t('palette.placeholder')}
          className="od-palette-input"
        />
      </div>
      <Command.List className="od-palette-list">
        {entitiesFirst && entities}
        {ranked.sections.map((section) => (
          <Command.Group key={section.group} heading={section.label} value={section.group}>
            {section.items.map((item) => (
              <PaletteRow
                key={item.id}
                item={item}
                mac={mac}
                value={settingValue?.(item)}
                moneyLabel={moneyLabel}
                onChoose={onChoose}
              />
            ))}
          </Command.Group>
        ))}
        {!entitiesFirst && entities}
        {ranked.matched > ranked.shown && (
          <div className="od-palette-more">{t('palette.more', { count: ranked.matched - ranked.shown })}</div>
        )}
        {offers.length > 0 && (
          <Command.Group heading={t('palette.empty', { query: query.trim() })} value="search-for">
            {offers.map((offer) => (
              <Command.Item
                key={offer.value}
                value={offer.value}
                onSelect={() => offer.run(query.trim())}
                className="od-palette-item"
              >
                <Icon icon={offer.icon} />
                <span className="od-palette-item-title">{offer.label}</span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {!props.busy && (
          <Command.Empty className="od-palette-empty">{t('palette.empty', { query })}</Command.Empty>
        )}
      </Command.List>
      <PaletteStatus query={query} busy={!!props.busy} offers={offers.length} />
      <PaletteFooter mac={mac} canCopy={onCopyCli ? (v) => !!byId.get(v)?.cli : undefined} />
    </Command>
  );
}
