import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListMessagesOptions } from '../../services/messages/list.js';
import { listCommand, type Run, serviceRun } from '../shared/define.js';
import { type ListFlags, parseChoice } from '../shared/flags.js';
import { FLAG_VALUES } from '../shared/values.js';

/** Parsed `opsdeck messages list` flags. */
export type ListCommandOptions = ListFlags & ListMessagesOptions;

/** `opsdeck messages list [--type message|notice|todo] [--unread]`. */
export function defineListCommand(
  f: Factory,
  run: Run<ListCommandOptions> = serviceRun(f, () =>
    import('../../services/messages/list.js').then((m) => m.listMessages),
  ),
): Command {
  const flags = [
    ['--type <type>', 'cli.messages.list.flags.type', FLAG_VALUES.messageType],
    ['--unread', 'cli.messages.list.flags.unread'],
  ] as const;
  const examples = [
    'opsdeck messages list',
    'opsdeck messages list --type todo --unread',
    "opsdeck messages list --unread --json id,title | jq '.[].id'",
    'opsdeck messages list --ndjson id,type,title',
  ];
  const def = {
    name: 'list',
    alias: 'ls',
    text: 'cli.messages.list',
    flags,
    fields: JSON_FIELDS.message,
    examples,
  };
  return listCommand(f, def, async ({ raw, common }) => {
    await run({
      ...common(),
      type: parseChoice(f.t, '--type', raw.type, FLAG_VALUES.messageType),
      unread: raw.unread === true,
    });
  });
}
