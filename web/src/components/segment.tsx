import { Button, type ButtonProps } from '@blueprintjs/core';
import './segment.css';

/**
 * One segment of a row of buttons that choose one value (a range preset, a dimension, a chart or
 * table view): the chosen one is the theme colour, solid, and says it is pressed; the others are
 * outlined. Blueprint's grey `active` was 1.2–1.4:1 against its neighbours in both themes (the
 * analysis pages); the theme colour is 5.2:1 against them on a light page, and on a dark one a light
 * shade with dark text (segment.css) stands 7:1 apart (the theme colour itself was 2.8:1 there).
 */
export function Segment({ selected, className, ...props }: ButtonProps & { selected: boolean }) {
  return (
    <Button
      {...props}
      variant={selected ? 'solid' : 'outlined'}
      intent={selected ? 'primary' : 'none'}
      aria-pressed={selected}
      className={`od-segment${selected ? ' od-segment-on' : ''}${className ? ` ${className}` : ''}`}
    />
  );
}
