import { Tabs as BlueprintTabs, type TabsProps } from '@blueprintjs/core';

/**
 * Blueprint's Tabs without the sliding indicator: the selected tab is underlined by Blueprint's own
 * `aria-selected` rule instead (the same line, without the slide). The indicator is measured from
 * the selected tab (its offsets and size, a forced layout of the page) after the mount and after
 * every render whose tabs' props changed, which a panel given as an element always does: on
 * /list/card that was a layout inside each commit that drew the cards, 158 ms of samples at 4x CPU in
 * one commit, then a second render with the indicator's place.
 */
export function Tabs(props: TabsProps) {
  return <BlueprintTabs {...props} animate={false} />;
}
