import type { Command, Option } from 'commander';

/** A flag as the completion scripts need it. */
export interface CompletionFlag {
  /** `-y` and `--yes`, or just `--member`. */
  names: string[];
  /** Whether it takes a value, and whether the value may be left out (`--json [fields]`). */
  value: 'none' | 'required' | 'optional';
  /** The values it takes, when they are a fixed list. */
  values: string[];
  /** The value is a file name. */
  files: boolean;
  description: string;
}

/** A command of the tree: its path of names, its own names, flags, subcommands and argument values. */
export interface CompletionCommand {
  /** Canonical names from the root, space separated (`coins reissue`; '' for the root). */
  path: string;
  names: string[];
  summary: string;
  flags: CompletionFlag[];
  /** Values of its positional arguments (`config get <key>` → the keys). */
  args: string[];
  subcommands: CompletionCommand[];
}

const firstLine = (text: string) => text.split('\n')[0] ?? '';

function flagOf(option: Option): CompletionFlag {
  const value = option.required ? 'required' : option.optional ? 'optional' : 'none';
  return {
    names: [option.short, option.long].filter((n): n is string => typeof n === 'string'),
    value,
    values: option.argChoices ? [...option.argChoices] : [],
    files: /<file>/.test(option.flags),
    description: firstLine(option.description),
  };
}

/**
 * The completion model of a commander tree: every command with its flags (the help flag included),
 * subcommands and aliases, and fixed values of flags and arguments. `extraArgs` adds argument values
 * known only at run time, by command path (`open` → the catalogue's routes).
 */
export function completionModel(
  cmd: Command,
  helpDescription: string,
  extraArgs: Readonly<Record<string, readonly string[]>> = {},
  parent = '',
): CompletionCommand {
  const path = parent === '' && !cmd.parent ? '' : [parent, cmd.name()].filter(Boolean).join(' ');
  const help: CompletionFlag = {
    names: ['-h', '--help'],
    value: 'none',
    values: [],
    files: false,
    description: helpDescription,
  };
  return {
    path,
    names: [cmd.name(), ...cmd.aliases()],
    summary: firstLine(cmd.summary() || cmd.description()),
    flags: [...cmd.options.filter((o) => !o.hidden).map(flagOf), help],
    args: [...cmd.registeredArguments.flatMap((a) => a.argChoices ?? []), ...(extraArgs[path] ?? [])],
    subcommands: cmd.commands.map((sub) => completionModel(sub, helpDescription, extraArgs, path)),
  };
}

/** Every command of the model, the root first. */
export function allCommands(root: CompletionCommand): CompletionCommand[] {
  return [root, ...root.subcommands.flatMap(allCommands)];
}
