/**
 * A catalogue action as the CLI's command tree needs it, without zod: the command words, the
 * flags its args schema asks for, the risk and the i18n keys. manifest.ts derives the list from the
 * shared catalogue; the bundle holds it as data (built by cli/build.mjs), so building the tree for
 * `opsdeck --help` loads no schema.
 */
export interface ActionSpec {
  /** The catalogue id, e.g. `member.reissueCoins`. */
  id: string;
  /** The command words, e.g. `['coins', 'reissue']`. */
  cli: string[];
  /** i18n key of the action's title (the command's summary). */
  i18nKey: string;
  /** i18n key of the palette group (the noun's fallback summary). */
  groupKey: string;
  risk: 'safe' | 'confirm' | 'money';
  roles: string[];
  args: ArgSpec[];
  /** Command lines for the help, written by the shared `cliCommandLine` (as the palette copies them). */
  examples: string[];
}

/** The value an argument takes on the command line. */
export type ArgType = 'integer' | 'number' | 'string' | 'boolean' | 'enum' | 'json';

/** One argument of an action: its flag and what the schema accepts. */
export interface ArgSpec {
  /** The args field, e.g. `memberId`. */
  name: string;
  /** The flag, from the shared `cliFlagOf` (the palette's "Copy as CLI command" writes the same). */
  flag: string;
  type: ArgType;
  /** True for a list: the flag takes comma-separated values and may be repeated. */
  list?: boolean;
  required: boolean;
  /** Allowed values of an enum (or of each list element). */
  values?: string[];
  /** Bounds: numbers for numbers, lengths for text, item counts for lists. */
  min?: number;
  max?: number;
  /** Bounds of each list element. */
  itemMin?: number;
  itemMax?: number;
  default?: unknown;
}
