import { actionEntries, type CliArgValue, cliCommandLine } from '@opsdeck/shared/catalogue';
import type { PaletteItem } from './palette-item.ts';

/** The `opsdeck …` line of an action item (with these argument values), or null when it has none. */
export function cliLineOf(
  item: PaletteItem,
  values: Readonly<Record<string, CliArgValue>> = {},
): string | null {
  const target = item.target;
  if (target.type !== 'action') return null;
  const entry = actionEntries.find((a) => a.id === target.id);
  return entry ? cliCommandLine(entry, values) : null;
}
