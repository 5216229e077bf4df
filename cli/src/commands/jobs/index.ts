import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { nounCommand } from '../shared/define.js';
import { defineJobsCancelCommand } from './cancel.js';
import { defineJobsCreateCommand } from './create.js';
import { defineJobsListCommand } from './list.js';
import { defineJobsResultCommand } from './result.js';
import { defineJobsShowCommand } from './show.js';
import { defineJobsWatchCommand } from './watch.js';

/** `opsdeck jobs`: re-issue jobs run on the server (create, list, show, watch, result, cancel). */
export function defineJobsCommand(f: Factory): Command {
  const examples = [
    "opsdeck jobs create --filter 'status=active,platform=ios' --coins 50 --reason 'payment outage' --yes",
    'opsdeck jobs watch 12',
    'opsdeck jobs result 12 > result.csv',
  ];
  return nounCommand(f, { name: 'jobs', alias: 'job', text: 'cli.jobs', examples }, [
    defineJobsCreateCommand(f),
    defineJobsListCommand(f),
    defineJobsShowCommand(f),
    defineJobsWatchCommand(f),
    defineJobsResultCommand(f),
    defineJobsCancelCommand(f),
  ]);
}
