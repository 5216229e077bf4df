import type { Command } from 'commander';
import type { Translate } from '../../i18n.js';
import { examplesSection, helpWidth } from './help-text.js';

// Apart from the flags (which bring the JSON and --jq output with them): the root help adds
// examples too, and loads only this.

/** Appends an "Examples" section to a command's help, gh style (`$ opsdeck …`). */
export function addExamples(cmd: Command, t: Translate, examples: readonly string[]): Command {
  return cmd.addHelpText('after', ({ command }) =>
    examplesSection(t('cli.help.examples'), examples, helpWidth(command)),
  );
}
