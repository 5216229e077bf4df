import { Box } from 'ink';
import { oneLine, truncateTo, wrapWords } from './plain.js';
import { alignCell, COLUMN_GAP, type ColumnFit, fitTable } from './table-fit.js';
import { type Tone, Toned } from './tone.js';

/** One cell of a table: its text and how it is emphasised on a colour terminal. */
export interface TableCell {
  text: string;
  tone?: Tone;
}

/** Props of Table: headers, rows of cells (one per header), the terminal width and whether colours are on. */
export interface TableProps {
  headers: readonly string[];
  rows: readonly (readonly TableCell[])[];
  color: boolean;
  /** The terminal's columns: what does not fit is shortened or dropped (see fitTable). */
  width: number;
  /** How each column gives way on a narrow terminal (defaultFit for those not given). */
  fits?: readonly (ColumnFit | undefined)[];
  /** The line under the table that names the dropped columns. */
  hiddenNote?: (headers: readonly string[]) => string;
}

/**
 * A terminal table laid out column by column, each as wide as its widest cell; a column of numbers
 * stands to the right, its header too (fitTable tells which). On a narrow
 * terminal the less important columns are shortened (cells cut with …) or dropped, and a line under
 * the table names the dropped ones.
 */
export function Table({ headers, rows, color, width, fits, hiddenNote }: TableProps) {
  const fit = fitTable(
    headers,
    rows.map((row) => row.map((cell) => cell.text)),
    width,
    fits,
  );
  const last = fit.keep.length - 1;
  const dropped = fit.dropped.map((i) => headers[i] ?? '');
  return (
    <Box flexDirection="column">
      <Box flexDirection="row">
        {fit.keep.map((i, k) => (
          <Box
            key={headers[i]}
            flexDirection="column"
            width={fit.widths[k]}
            flexShrink={0}
            marginRight={k === last ? 0 : COLUMN_GAP}
          >
            <Toned tone="muted" color={color} truncate>
              {alignCell(
                truncateTo(headers[i] ?? '', fit.widths[k] ?? 0),
                fit.widths[k] ?? 0,
                fit.align[k] ?? 'left',
              )}
            </Toned>
            {rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are static output, never reordered
              <Toned key={r} tone={row[i]?.tone} color={color} truncate>
                {fit.align[k] === 'right'
                  ? alignCell(
                      truncateTo(oneLine(row[i]?.text ?? ''), fit.widths[k] ?? 0),
                      fit.widths[k] ?? 0,
                      'right',
                    )
                  : truncateTo(oneLine(row[i]?.text ?? ''), fit.widths[k] ?? 0) || ' '}
              </Toned>
            ))}
          </Box>
        ))}
      </Box>
      {dropped.length > 0 && hiddenNote && (
        <Toned tone="muted" color={color}>
          {wrapWords(hiddenNote(dropped).split(' '), width, '', '').join('\n')}
        </Toned>
      )}
    </Box>
  );
}
