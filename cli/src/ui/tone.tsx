import { Text } from 'ink';
import type { ReactNode } from 'react';

/** How a piece of text is emphasised; drawn only when colours are enabled. */
export type Tone = 'normal' | 'strong' | 'muted' | 'success' | 'danger' | 'accent';

/** Text in a tone; with `color` false it is plain (NO_COLOR, or not a terminal). */
export function Toned(props: { tone?: Tone; color: boolean; children: ReactNode; truncate?: boolean }) {
  const { tone = 'normal', color, children, truncate } = props;
  const wrap = truncate ? 'truncate-end' : 'wrap';
  if (!color || tone === 'normal') return <Text wrap={wrap}>{children}</Text>;
  return (
    <Text
      wrap={wrap}
      bold={tone === 'strong'}
      dimColor={tone === 'muted'}
      color={
        tone === 'success' ? 'green' : tone === 'danger' ? 'red' : tone === 'accent' ? 'cyan' : undefined
      }
    >
      {children}
    </Text>
  );
}
