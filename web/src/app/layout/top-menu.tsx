import {
  AnchorButton,
  Boundary,
  Button,
  type IconName,
  Menu,
  MenuItem,
  OverflowList,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { FocusReturnPopover } from '../../components/focus-return-popover.tsx';
import { titleOf } from '../../lib/i18n.ts';
import { GroupItems, GroupMenu } from './group-menu.tsx';
import { groupOf, newTabLink, type SideMenuGroup } from './menu-model.ts';
import { useMenu } from './use-menu.ts';

/**
 * The horizontal menu in the navbar (top menu on, screens.md §1.3): a dropdown per group, links
 * open a new tab, and the groups that do not fit go under "More". A dropdown gives the focus back to
 * its button only if it is still in it (FocusReturnPopover); a pick's new page then gives it to its heading.
 */
export function TopMenu() {
  const { t } = useTranslation();
  const { menu, current } = useMenu();
  const activeGroup = groupOf(menu, current)?.id;

  function visible(group: SideMenuGroup) {
    const title = titleOf(t, group.i18nKey);
    const icon = group.icon as IconName | undefined;
    if (group.link) {
      return (
        <AnchorButton
          key={group.id}
          variant="minimal"
          icon={icon}
          endIcon="share"
          {...newTabLink(group.link)}
          title={t('web.layout.externalLink')}
          text={title}
        />
      );
    }
    return (
      <FocusReturnPopover
        lazy
        key={group.id}
        placement="bottom-start"
        content={<GroupMenu group={group} current={current} />}
      >
        <Button
          variant="minimal"
          icon={icon}
          endIcon="caret-down"
          text={title}
          active={group.id === activeGroup}
          className={group.id === activeGroup ? 'od-top-menu-active' : undefined}
        />
      </FocusReturnPopover>
    );
  }

  function overflow(groups: SideMenuGroup[]) {
    if (groups.length === 0) return null;
    return (
      <FocusReturnPopover
        lazy
        placement="bottom-end"
        content={
          <Menu>
            {groups.map((g) =>
              g.link ? (
                <MenuItem
                  key={g.id}
                  icon={g.icon as IconName | undefined}
                  text={titleOf(t, g.i18nKey)}
                  {...newTabLink(g.link)}
                />
              ) : (
                <MenuItem key={g.id} icon={g.icon as IconName | undefined} text={titleOf(t, g.i18nKey)}>
                  <GroupItems group={g} current={current} />
                </MenuItem>
              ),
            )}
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon="more"
          aria-label={t('chrome.navbar.more')}
          className={groups.some((g) => g.id === activeGroup) ? 'od-top-menu-active' : undefined}
        />
      </FocusReturnPopover>
    );
  }

  return (
    <nav className="od-top-menu" aria-label={t('chrome.navbar.topMenu')}>
      <OverflowList
        items={menu}
        collapseFrom={Boundary.END}
        visibleItemRenderer={visible}
        overflowRenderer={overflow}
        minVisibleItems={1}
      />
    </nav>
  );
}
