import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { addExamples } from '../shared/flags.js';
import { defineMembersListCommand } from './list.js';
import { defineMembersShowCommand } from './show.js';

/** `opsdeck members`: the app's members (list, show). */
export function defineMembersCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('members')
    .alias('member')
    .summary(t('cli.members.summary'))
    .description(t('cli.members.description'))
    .addCommand(defineMembersListCommand(f))
    .addCommand(defineMembersShowCommand(f));
  return addExamples(cmd, t, ['opsdeck members list --query 138 --vip', 'opsdeck members show 10104729']);
}
