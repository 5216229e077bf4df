import { AnchorButton, Button, type IconName, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { FocusReturnPopover } from '../../components/focus-return-popover.tsx';
import { titleOf } from '../../lib/i18n.ts';
import { GroupMenu } from './group-menu.tsx';
import { groupOf, newTabLink } from './menu-model.ts';
import { useMenu } from './use-menu.ts';

/** The collapsed sider (48 px): a button per group opening its screens beside it; links open a new tab. */
export function CollapsedMenu() {
  const { t } = useTranslation();
  const { menu, current } = useMenu();
  const activeGroup = groupOf(menu, current)?.id;
  return (
    <nav aria-label={t('web.layout.mainMenu')} className="od-collapsed-menu">
      <ul>
        {menu.map((group) => {
          const title = titleOf(t, group.i18nKey);
          const icon = (group.icon ?? 'folder-close') as IconName;
          return (
            <li key={group.id}>
              {group.link ? (
                <Tooltip content={title} placement="right">
                  <AnchorButton
                    variant="minimal"
                    icon={icon}
                    {...newTabLink(group.link)}
                    aria-label={`${title} (${t('web.layout.externalLink')})`}
                  />
                </Tooltip>
              ) : (
                // the focus goes back to the button only if still in the menu (FocusReturnPopover);
                // a pick's new page then gives it to its heading (use-heading-focus)
                <FocusReturnPopover
                  lazy
                  placement="right-start"
                  content={<GroupMenu group={group} current={current} />}
                >
                  <Tooltip content={title} placement="right">
                    <Button
                      variant="minimal"
                      icon={icon}
                      className={group.id === activeGroup ? 'od-menu-active' : undefined}
                      aria-current={group.id === activeGroup ? 'true' : undefined}
                      aria-label={title}
                    />
                  </Tooltip>
                </FocusReturnPopover>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
