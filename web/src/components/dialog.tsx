import { Dialog as BlueprintDialog, type DialogProps } from '@blueprintjs/core';

/**
 * The console's dialog: Blueprint's, with its portal there from the first render (`lazy={false}`).
 * A lazy dialog mounts its portal only once it first opens, and its content a render after that (a
 * task later): the key typed right after the one that opened it (Enter on "Change", `r` on a
 * request, an action's Enter in the palette) reached the page, not the field with autoFocus ("abc"
 * typed read "bc"). With the portal there, the content and its autoFocus field come in the opening
 * key's own commit. (4cc88571 did this for "Re-issue to all N matching" alone.)
 */
export function Dialog(props: DialogProps) {
  return <BlueprintDialog lazy={false} {...props} />;
}
