import { Classes } from '@blueprintjs/core';

/** One line of a label/value table: the label heads its row. */
export interface LabelledLine {
  label: string;
  value: string;
}

/** The body of a two-column table of labelled values (what a form submitted, what it will submit). */
export function LabelledRows({ lines }: { lines: readonly LabelledLine[] }) {
  return (
    <tbody>
      {lines.map((l) => (
        <tr key={l.label}>
          <th scope="row" className={Classes.TEXT_MUTED}>
            {l.label}
          </th>
          <td>{l.value}</td>
        </tr>
      ))}
    </tbody>
  );
}
