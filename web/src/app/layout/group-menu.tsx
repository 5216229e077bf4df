import { type IconName, Menu, MenuItem } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { titleOf } from '../../lib/i18n.ts';
import type { SideMenuGroup } from './menu-model.ts';
import { UNMEASURED_TEXT } from './menu-text.ts';

/** A plain left click (not ctrl/cmd/shift/middle), which the router handles in-app. */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * The screens of one menu group as menu items: the open group of the side menu (`onNavigate` after
 * a move, e.g. closing the drawer), the collapsed sider's and the top menu's popovers.
 */
export function GroupItems({
  group,
  current,
  className,
  onNavigate,
}: {
  group: SideMenuGroup;
  current: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return group.children.map((item) => (
    <MenuItem
      key={item.name}
      className={className}
      icon={item.icon as IconName | undefined}
      text={titleOf(t, item.i18nKey)}
      {...UNMEASURED_TEXT}
      href={item.path}
      active={item.name === current}
      aria-current={item.name === current ? 'page' : undefined}
      onClick={(e: MouseEvent) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        navigate(item.path);
        onNavigate?.();
      }}
    />
  ));
}

/** A group's screens as a popover menu. */
export function GroupMenu({ group, current }: { group: SideMenuGroup; current: string }) {
  const { t } = useTranslation();
  return (
    <Menu aria-label={titleOf(t, group.i18nKey)}>
      <GroupItems group={group} current={current} />
    </Menu>
  );
}
