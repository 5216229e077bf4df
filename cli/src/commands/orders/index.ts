import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { nounCommand } from '../shared/define.js';
import { defineOrdersShowCommand } from './show.js';

/** `opsdeck orders`: the app's orders (show). */
export function defineOrdersCommand(f: Factory): Command {
  const examples = ['opsdeck orders show PAT20261121000123'];
  return nounCommand(f, { name: 'orders', alias: 'order', text: 'orderDetail.cli', examples }, [
    defineOrdersShowCommand(f),
  ]);
}
