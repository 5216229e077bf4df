import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { Shell } from '../../services/completion/completion.js';
import { addCommonFlags, addExamples, commonFlags, parseChoice } from '../shared/flags.js';
import { FLAG_VALUES } from '../shared/values.js';

/** `opsdeck completion bash|zsh|fish`: the shell completion script, generated from the command tree. */
export function defineCompletionCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('completion')
    .summary(t('cli.completion.summary'))
    .description(t('cli.completion.description'))
    .argument('<shell>', t('cli.completion.args.shell', { shells: FLAG_VALUES.shell.join(', ') }));
  const [shellArg] = cmd.registeredArguments;
  if (shellArg) shellArg.argChoices = [...FLAG_VALUES.shell];
  addCommonFlags(cmd, t, JSON_FIELDS.completion);
  addExamples(cmd, t, [
    'opsdeck completion bash > ~/.local/share/bash-completion/completions/opsdeck',
    'source <(opsdeck completion bash)',
    'opsdeck completion zsh > ~/.zfunc/_opsdeck  # with fpath+=(~/.zfunc) before compinit',
    'opsdeck completion fish > ~/.config/fish/completions/opsdeck.fish',
  ]);
  return cmd.action(async (shell: string, raw: Record<string, unknown>) => {
    const chosen = parseChoice(t, 'SHELL', shell, FLAG_VALUES.shell) as Shell;
    // the whole tree (the program being run builds only this command whole)
    const [{ writeCompletion }, { buildProgram }] = await Promise.all([
      import('../../services/completion/completion.js'),
      import('../../program.js'),
    ]);
    await writeCompletion(f, await buildProgram(f), {
      shell: chosen,
      ...commonFlags(raw, t, JSON_FIELDS.completion),
    });
  });
}
