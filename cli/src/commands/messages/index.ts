import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { nounCommand } from '../shared/define.js';
import { defineListCommand } from './list.js';
import { defineReadCommand } from './read.js';

/** `opsdeck messages`: the message box (list, read). */
export function defineMessagesCommand(f: Factory): Command {
  const examples = ['opsdeck messages list --unread', 'opsdeck messages read 12 13'];
  return nounCommand(f, { name: 'messages', alias: 'message', text: 'cli.messages', examples }, [
    defineListCommand(f),
    defineReadCommand(f),
  ]);
}
