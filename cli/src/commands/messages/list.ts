import { UsageError } from '@opsdeck/shared/errors';
import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { Translate } from '../../i18n.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListMessagesOptions } from '../../services/messages/list.js';
import { addCommonFlags, addExamples, type ListFlags, listFlags, valuesOption } from '../shared/flags.js';
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
  run: (opts: ListCommandOptions) => Promise<unknown> = async (opts) => {
    const { listMessages } = await import('../../services/messages/list.js');
    return listMessages(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('list')
    .alias('ls')
    .summary(t('cli.messages.list.summary'))
    .description(t('cli.messages.list.description'))
    .addOption(valuesOption('--type <type>', t('cli.messages.list.flags.type'), FLAG_VALUES.messageType))
    .option('--unread', t('cli.messages.list.flags.unread'));
  addCommonFlags(cmd, t, JSON_FIELDS.message, { ndjson: true });
  addExamples(cmd, t, [
    'opsdeck messages list',
    'opsdeck messages list --type todo --unread',
    "opsdeck messages list --unread --json id,title | jq '.[].id'",
    'opsdeck messages list --ndjson id,type,title',
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const output = listFlags(raw, t, JSON_FIELDS.message);
    await run({ ...output, type: await parseType(t, raw.type), unread: raw.unread === true });
  });
}
