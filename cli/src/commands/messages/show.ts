import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ShowMessageOptions } from '../../services/messages/show.js';
import { type Run, serviceRun, showCommand } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';
import { recordIdOf } from '../shared/record-id.js';

/** Parsed `opsdeck messages show` argument and flags. */
export type ShowMessageCommandOptions = CommonFlags & ShowMessageOptions;

/** `opsdeck messages show <id>`: one message with its whole text (a to-do's change, a notice's words). */
export function defineMessagesShowCommand(
  f: Factory,
  run: Run<ShowMessageCommandOptions> = serviceRun(f, () =>
    import('../../services/messages/show.js').then((m) => m.showMessage),
  ),
): Command {
  return showCommand(
    f,
    {
      text: 'cli.messages.show',
      args: [['<id>', 'cli.messages.show.args.id']],
      fields: JSON_FIELDS.message,
      examples: [
        'opsdeck messages show 12',
        "opsdeck messages show 12 --json | jq -r '.content'",
        "opsdeck messages list --type todo --unread --json id | jq -r '.[].id' | xargs -n1 opsdeck messages show",
      ],
    },
    (given) => ({ id: recordIdOf(f.t, given, 'cli.messages.show.idInvalid') }),
    run,
  );
}
