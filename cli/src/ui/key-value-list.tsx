import { Box } from 'ink';
import { oneLine } from './plain.js';
import { type Tone, Toned } from './tone.js';

/** One labelled value of a key/value list. */
export interface KeyValue {
  label: string;
  value: string;
  tone?: Tone;
}

/** Labels in one column, values aligned after the widest label (a profile, a record's fields). */
export function KeyValueList({ items, color }: { items: readonly KeyValue[]; color: boolean }) {
  return (
    <Box flexDirection="row">
      <Box flexDirection="column" flexShrink={0} marginRight={2}>
        {items.map((item) => (
          <Toned key={item.label} tone="muted" color={color}>
            {item.label}
          </Toned>
        ))}
      </Box>
      <Box flexDirection="column" flexShrink={1}>
        {items.map((item) => (
          <Toned key={item.label} tone={item.tone} color={color} truncate>
            {oneLine(item.value) || ' '}
          </Toned>
        ))}
      </Box>
    </Box>
  );
}
