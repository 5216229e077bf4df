import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { addExamples } from '../shared/flags.js';
import { defineListCommand } from './list.js';
import { defineReadCommand } from './read.js';

/** `opsdeck messages`: the message box (list, read). */
export function defineMessagesCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('messages')
    .alias('message')
    .summary(t('cli.messages.summary'))
    .description(t('cli.messages.description'))
    .addCommand(defineListCommand(f))
    .addCommand(defineReadCommand(f));
  return addExamples(cmd, t, ['opsdeck messages list --unread', 'opsdeck messages read 12 13']);
}
