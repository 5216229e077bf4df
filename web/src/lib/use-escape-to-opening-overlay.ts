import { Classes, useOverlayStack } from '@blueprintjs/core';
import { useEffect } from 'react';

/**
 * An Escape typed while a drawer or dialog is opening reaches it. Blueprint's overlays that take
 * focus close on an Escape their own container receives, and move focus into themselves one frame
 * after they mount; an Escape typed in between (Enter then Escape on a row, quickly, or on a busy
 * machine) went to the row behind and was lost, leaving the drawer open. Such an Escape (its target
 * outside every overlay, nobody took it) is handed to the topmost overlay, as if typed inside it.
 * Overlays that do not take focus (toasts, hover popups) close on a document Escape by themselves.
 * Used once, by the signed-in layout.
 */
export function useEscapeToOpeningOverlay(): void {
  const { getLastOpened } = useOverlayStack();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const target = event.target;
      if (target instanceof Element && target.closest(`.${Classes.OVERLAY}`)) return;
      const topmost = getLastOpened();
      const container = topmost?.containerElement.current;
      if (!topmost || topmost.props.autoFocus === false || !container) return;
      event.preventDefault();
      container.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [getLastOpened]);
}
