import { UsageError } from '@opsdeck/shared/errors';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { Translate } from '../../i18n.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListMessagesOptions } from '../../services/messages/list.js';
import { listCommand, type Run, serviceRun } from '../shared/define.js';
import type { ListFlags } from '../shared/flags.js';
import { FLAG_VALUES } from '../shared/values.js';

/** Parsed `opsdeck messages list` flags. */
export type ListCommandOptions = ListFlags & ListMessagesOptions;

/** Checks --type against the shared message type schema (loaded only when the command runs). */
async function parseType(t: Translate, value: unknown): Promise<ListMessagesOptions['type']> {
  if (value === undefined) return undefined;
  const { messageTypeSchema } = await import('@opsdeck/shared/schemas');
  const parsed = messageTypeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new UsageError(
    t('cli.errors.invalidChoice', { flag: '--type', value, options: messageTypeSchema.options.join(', ') }),
  );
}

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
    await run({ ...common(), type: await parseType(f.t, raw.type), unread: raw.unread === true });
  });
}
