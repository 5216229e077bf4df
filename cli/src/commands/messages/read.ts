import { UsageError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { Translate } from '../../i18n.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ReadMessagesOptions } from '../../services/messages/read.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** Parsed `opsdeck messages read` arguments and flags. */
export type ReadCommandOptions = CommonFlags & ReadMessagesOptions;

/** Turns the id arguments into numbers, checked by the shared read-body schema (positive integers). */
async function parseIds(t: Translate, locale: Locale, args: readonly string[]): Promise<number[]> {
  const bad = args.find((a) => !/^\d+$/.test(a) || Number(a) < 1 || !Number.isSafeInteger(Number(a)));
  if (bad !== undefined) throw new UsageError(t('cli.messages.read.badId', { id: bad }));
  const ids = [...new Set(args.map(Number))];
  const { formatIssues, joinMessages, messageReadBodySchema } = await import('@opsdeck/shared/schemas');
  const parsed = messageReadBodySchema.safeParse({ ids });
  if (parsed.success) return parsed.data.ids;
  throw new UsageError(
    joinMessages(
      formatIssues(parsed.error.issues, locale).map((i) => i.message),
      locale,
    ),
  );
}

/** `opsdeck messages read <id>...`: marks messages read. */
export function defineReadCommand(
  f: Factory,
  run: Run<ReadCommandOptions> = serviceRun(f, () =>
    import('../../services/messages/read.js').then((m) => m.readMessages),
  ),
): Command {
  const examples = [
    'opsdeck messages read 12',
    'opsdeck messages read 12 13 14',
    "opsdeck messages list --unread --json | jq -r '.[].id' | xargs opsdeck messages read",
  ];
  const args = [['<id...>', 'cli.messages.read.args.ids']] as const;
  const def = { name: 'read', text: 'cli.messages.read', args, fields: JSON_FIELDS.messagesRead, examples };
  return leafCommand(f, def, async (call) => {
    await run({ ...call.common(), ids: await parseIds(f.t, f.locale, call.args) });
  });
}
