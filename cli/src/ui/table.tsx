import { Box } from 'ink';
import { oneLine } from './plain.js';
import { type Tone, Toned } from './tone.js';

/** One cell of a table: its text and how it is emphasised on a colour terminal. */
export interface TableCell {
  text: string;
  tone?: Tone;
}

/** Props of Table: headers, rows of cells (one per header) and whether colours are on. */
export interface TableProps {
  headers: readonly string[];
  rows: readonly (readonly TableCell[])[];
  color: boolean;
}

/**
 * A terminal table laid out column by column, so each column is as wide as its widest cell;
 * the last column takes the rest of the line and is truncated to fit.
 */
export function Table({ headers, rows, color }: TableProps) {
  const last = headers.length - 1;
  return (
    <Box flexDirection="row">
      {headers.map((header, i) => (
        <Box
          key={header}
          flexDirection="column"
          flexShrink={i === last ? 1 : 0}
          marginRight={i === last ? 0 : 2}
        >
          <Toned tone="muted" color={color} truncate>
            {header}
          </Toned>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are static output, never reordered
            <Toned key={r} tone={row[i]?.tone} color={color} truncate>
              {oneLine(row[i]?.text ?? '') || ' '}
            </Toned>
          ))}
        </Box>
      ))}
    </Box>
  );
}
