import { type HTMLInputProps, NumericInput, type NumericInputProps } from '@blueprintjs/core';
import { useLayoutEffect, useRef } from 'react';

export type NumericFieldProps = Omit<HTMLInputProps, 'size'> & NumericInputProps;

/**
 * Blueprint's NumericInput with its ↑/↓ stepper buttons out of the Tab order (they stay for the
 * mouse; ↑/↓ in the field step the same). Blueprint's buttons take the focus: Tab from a re-issue's
 * amount went to "Increase", then "Decrease", before the reason, and a Space meant for the next field
 * raised the amount. Every number field of the console is one of these.
 */
export function NumericField(props: NumericFieldProps) {
  const box = useRef<HTMLSpanElement>(null);
  // after every render: Blueprint draws the buttons again (disabled at a bound, another intent)
  useLayoutEffect(() => {
    for (const button of box.current?.querySelectorAll('button') ?? []) button.tabIndex = -1;
  });
  return (
    <span ref={box} className="od-numeric-field">
      <NumericInput {...props} />
    </span>
  );
}
