import { Classes } from '@blueprintjs/core';

/**
 * Props for a menu item whose label is cut off by CSS alone. Blueprint's MenuItem otherwise measures
 * its label after mounting (to give a cut-off one a tooltip): the side menu's forty items forced a
 * layout of the whole page inside the commit that first draws the console. The menus' labels are
 * short, and one that is cut off still ends in an ellipsis.
 */
export const UNMEASURED_TEXT = { multiline: true, textClassName: Classes.TEXT_OVERFLOW_ELLIPSIS } as const;
