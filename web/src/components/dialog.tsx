import { Dialog as BlueprintDialog, type DialogProps } from '@blueprintjs/core';
import { useRef } from 'react';

/**
 * The console's dialog: Blueprint's, with its portal there from the first render (`lazy={false}`).
 * A lazy dialog mounts its portal only once it first opens, and its content a render after that (a
 * task later): the key typed right after the one that opened it (Enter on "Change", `r` on a
 * request, an action's Enter in the palette) reached the page, not the field with autoFocus ("abc"
 * typed read "bc"). With the portal there, the content and its autoFocus field come in the opening
 * key's own commit. (4cc88571 did this for "Re-issue to all N matching" alone.)
 *
 * The focus then goes back where it was when the dialog opened. Blueprint notes that element after
 * the opening commit, by which time the autoFocus field already holds the focus: it gave the focus
 * back to that field, gone once closed, and the page's heading took it (the focus rescue) instead of
 * the button that opened the dialog. The element is noted here while the opening render runs, before
 * any field has taken the focus, and gets it back once the dialog has closed, unless the operator or
 * the screen put the focus somewhere else meanwhile.
 */
export function Dialog({ onClosed, ...props }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (props.isOpen === true && !wasOpen.current) {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = props.isOpen === true;
  const closed = (node: HTMLElement) => {
    const back = opener.current;
    opener.current = null;
    const at = document.activeElement;
    const lost = !at || at === document.body || node.contains(at);
    if (props.shouldReturnFocusOnClose !== false && lost && back?.isConnected) back.focus();
    onClosed?.(node);
  };
  return <BlueprintDialog lazy={false} {...props} onClosed={closed} />;
}
