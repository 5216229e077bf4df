import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { nounCommand } from '../shared/define.js';
import { defineMembersListCommand } from './list.js';
import { defineMembersShowCommand } from './show.js';

/** `opsdeck members`: the app's members (list, show). */
export function defineMembersCommand(f: Factory): Command {
  const examples = ['opsdeck members list --query 138 --vip', 'opsdeck members show 10104729'];
  return nounCommand(f, { name: 'members', alias: 'member', text: 'cli.members', examples }, [
    defineMembersListCommand(f),
    defineMembersShowCommand(f),
  ]);
}
