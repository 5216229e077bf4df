/** ANSI colours of JSON on a terminal (jq's and gh's: keys blue, strings green, the rest by kind). */
const COLOR = {
  key: '\u001b[1;34m',
  string: '\u001b[32m',
  number: '\u001b[36m',
  boolean: '\u001b[33m',
  null: '\u001b[90m',
  reset: '\u001b[0m',
} as const;

const paint = (color: string, text: string) => `${color}${text}${COLOR.reset}`;

/** A value as indented JSON with ANSI colours (what JSON.stringify(value, null, 2) prints, coloured). */
export function colorJson(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return paint(COLOR.null, 'null');
  if (typeof value === 'string') return paint(COLOR.string, JSON.stringify(value));
  if (typeof value === 'number') return paint(COLOR.number, JSON.stringify(value));
  if (typeof value === 'boolean') return paint(COLOR.boolean, String(value));
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${colorJson(v, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([k, v]) => `${inner}${paint(COLOR.key, JSON.stringify(k))}: ${colorJson(v, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}
