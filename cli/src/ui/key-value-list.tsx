import { Box } from 'ink';
import { displayWidth, oneLine, wrapText } from './plain.js';
import { type Tone, Toned } from './tone.js';

/** One labelled value of a key/value list. */
export interface KeyValue {
  label: string;
  value: string;
  tone?: Tone;
}

/**
 * Labels in one column, values aligned after the widest label (a profile, a record's fields). A
 * value longer than the line wraps under itself, never cut: a re-issue's reason is read whole
 * before it is confirmed, at any terminal width.
 */
export function KeyValueList(props: { items: readonly KeyValue[]; color: boolean; width?: number }) {
  const { items, color, width } = props;
  const labelWidth = Math.max(0, ...items.map((item) => displayWidth(item.label)));
  // wrapped here at spaces when the width is known (Ink's own wrap would start lines with a space),
  // a label kept with its number (`failed 0`)
  const shown = (value: string) =>
    width && width - labelWidth - 2 > 10
      ? wrapText(value, width - labelWidth - 2).join('\n')
      : oneLine(value);
  return (
    <Box flexDirection="column">
      {items.map((item) => (
        <Box key={item.label} flexDirection="row">
          <Box width={labelWidth} flexShrink={0} marginRight={2}>
            <Toned tone="muted" color={color}>
              {item.label}
            </Toned>
          </Box>
          <Box flexShrink={1}>
            <Toned tone={item.tone} color={color}>
              {shown(item.value) || ' '}
            </Toned>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
