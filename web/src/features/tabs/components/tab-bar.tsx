import {
  Button,
  ButtonGroup,
  ContextMenu,
  type HotkeyConfig,
  KeyComboTag,
  Menu,
  MenuDivider,
  MenuItem,
  useHotkeys,
} from '@blueprintjs/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { titleOf } from '../../../lib/i18n.ts';
import { runTabOperation, type TabOperation, tabBarStore } from '../../../stores/tab-bar-store.ts';
import { type TabEntry, tabMenuState } from '../../../stores/tab-ops.ts';
import { TAB_HOTKEYS, TAB_MENU_ORDER, TAB_OPERATION_LABELS } from '../lib/tab-hotkeys.ts';

export interface TabBarProps {
  /** Route name of the page on screen. */
  activeName: string;
  /** Goes to a path (a tab's fullPath). */
  onNavigate: (to: string) => void;
  /** Reloads the page of this (active) tab. */
  onReload: (tab: TabEntry) => void;
}

const ICONS = {
  reload: 'refresh',
  close: 'cross',
  closeLeft: 'double-chevron-left',
  closeRight: 'double-chevron-right',
  closeOthers: 'column-layout',
  closeAll: 'reset',
} as const;

/**
 * The tab bar (screens.md §3.2): a tab per open page, the workplace first and not closable;
 * right-click (or the context-menu key) for reload and close left/right/others/all, with the same
 * operations on Alt shortcuts for the page on screen.
 */
export function TabBar({ activeName, onNavigate, onReload }: TabBarProps) {
  const { t } = useTranslation();
  const { tags } = useSnapshot(tabBarStore);
  const listRef = useRef<HTMLUListElement>(null);

  function run(op: TabOperation | 'reload', tab: TabEntry) {
    if (op === 'reload') {
      if (tab.name === activeName) onReload(tab);
      return;
    }
    const to = runTabOperation(op, tab.name, activeName);
    if (to) onNavigate(to);
  }

  const active = tags.find((tag) => tag.name === activeName);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` reads the same inputs
  const hotkeys: HotkeyConfig[] = useMemo(() => {
    if (!active) return [];
    const state = tabMenuState(tags as TabEntry[], active.name, activeName);
    return TAB_MENU_ORDER.map((op) => ({
      combo: TAB_HOTKEYS[op],
      label: t(TAB_OPERATION_LABELS[op]),
      group: t('chrome.tabs.group'),
      global: true,
      preventDefault: true,
      disabled: !state[op],
      onKeyDown: () => run(op, active as TabEntry),
    }));
  }, [active, tags, activeName, t]);
  useHotkeys(hotkeys);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll the active tab into view when it changes
  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-current="page"]')
      ?.closest('li')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeName, tags.length]);

  return (
    <nav className="od-tab-bar" aria-label={t('chrome.tabs.label')}>
      <ul className="od-tab-list" ref={listRef}>
        {tags.map((tag, index) => {
          const title = titleOf(t, tag.title);
          const isActive = tag.name === activeName;
          const state = tabMenuState(tags as TabEntry[], tag.name, activeName);
          const menu = (
            <Menu aria-label={title}>
              {TAB_MENU_ORDER.map((op) => [
                op === 'closeLeft' || op === 'closeAll' ? <MenuDivider key={`${op}-divider`} /> : null,
                <MenuItem
                  key={op}
                  icon={ICONS[op]}
                  text={t(TAB_OPERATION_LABELS[op])}
                  disabled={!state[op]}
                  labelElement={<KeyComboTag combo={TAB_HOTKEYS[op]} minimal />}
                  onClick={() => run(op, tag as TabEntry)}
                />,
              ])}
            </Menu>
          );
          return (
            <li key={tag.name} data-tab={tag.name}>
              <ContextMenu content={menu} tagName="div">
                <ButtonGroup className={`od-tab${isActive ? ' od-tab-active' : ''}`} size="small">
                  <Button
                    variant="minimal"
                    size="small"
                    className="od-tab-title"
                    aria-current={isActive ? 'page' : undefined}
                    onClick={() => onNavigate(tag.fullPath)}
                  >
                    {title}
                  </Button>
                  {index > 0 && (
                    <Button
                      variant="minimal"
                      size="small"
                      className="od-tab-close"
                      icon="small-cross"
                      aria-label={t('chrome.tabs.closeNamed', { title })}
                      onClick={() => run('close', tag as TabEntry)}
                    />
                  )}
                </ButtonGroup>
              </ContextMenu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
