import { PopoverNext, type PopoverNextProps } from '@blueprintjs/core';
import { useFocusReturn } from './focus-return.ts';

/**
 * Blueprint's PopoverNext with the guarded focus return (useFocusReturn): once it has closed, the
 * focus goes back to its button only if it is still in the popover or was lost, never out of where
 * the operator went meanwhile (the column chooser, then `/` to the search; the message bell, then
 * `j` into the list). A component, so that popovers drawn in a loop (a menu group each) have one.
 */
export function FocusReturnPopover(props: PopoverNextProps) {
  const { onOpening, onClosing, onClosed, shouldReturnFocusOnClose } = useFocusReturn();
  return (
    <PopoverNext
      {...props}
      shouldReturnFocusOnClose={shouldReturnFocusOnClose}
      onOpening={(node) => {
        onOpening();
        props.onOpening?.(node);
      }}
      onClosing={(node) => {
        onClosing(node);
        props.onClosing?.(node);
      }}
      onClosed={(node) => {
        onClosed(node);
        props.onClosed?.(node);
      }}
    />
  );
}
