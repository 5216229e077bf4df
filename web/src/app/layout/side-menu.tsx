import { Icon, type IconName, Menu, MenuItem } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titleOf } from '../../lib/i18n.ts';
import { GroupItems } from './group-menu.tsx';
import { groupOf, newTabLink } from './menu-model.ts';
import { UNMEASURED_TEXT } from './menu-text.ts';
import { useMenu } from './use-menu.ts';

/**
 * The side menu (screens.md §1.4): groups from the catalogue (or the server's tree when
 * menu-from-server is on), filtered by role and by the screens that exist; the current route is
 * selected and its group open; external links open in a new tab.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { menu, current } = useMenu();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const group = groupOf(menu, current);
    if (group) setOpen((prev) => (prev.has(group.id) ? prev : new Set([...prev, group.id])));
  }, [menu, current]);

  function toggle(id: string) {
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <nav aria-label={t('web.layout.mainMenu')}>
      <Menu className="od-side-menu">
        {menu.map((group) => {
          const title = titleOf(t, group.i18nKey);
          const icon = group.icon as IconName | undefined;
          if (group.link) {
            return (
              <MenuItem
                key={group.id}
                icon={icon}
                text={title}
                {...UNMEASURED_TEXT}
                {...newTabLink(group.link)}
                title={t('web.layout.externalLink')}
                labelElement={<Icon icon="share" size={12} />}
              />
            );
          }
          const expanded = open.has(group.id);
          return [
            <MenuItem
              key={group.id}
              icon={icon}
              text={title}
              {...UNMEASURED_TEXT}
              aria-expanded={expanded}
              labelElement={<Icon icon={expanded ? 'chevron-up' : 'chevron-down'} />}
              onClick={() => toggle(group.id)}
              shouldDismissPopover={false}
            />,
            expanded && (
              <GroupItems
                key={`${group.id}-items`}
                group={group}
                current={current}
                className="od-side-menu-child"
                onNavigate={onNavigate}
              />
            ),
          ];
        })}
      </Menu>
    </nav>
  );
}
