import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { nounCommand } from '../shared/define.js';
import { defineListCommand } from './list.js';
import { defineReadCommand } from './read.js';
import { defineMessagesShowCommand } from './show.js';

/** `opsdeck messages`: the message box (list, show, read). */
export function defineMessagesCommand(f: Factory): Command {
  const examples = [
    'opsdeck messages list --unread',
    'opsdeck messages show 12',
    'opsdeck messages read 12 13',
  ];
  return nounCommand(f, { name: 'messages', alias: 'message', text: 'cli.messages', examples }, [
    defineListCommand(f),
    defineMessagesShowCommand(f),
    defineReadCommand(f),
  ]);
}
