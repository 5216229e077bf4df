import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { addExamples } from '../shared/flags.js';
import { defineApproveCommand, defineRejectCommand } from './decide.js';
import { defineApprovalsListCommand } from './list.js';

/** `opsdeck approvals`: requests waiting for a second admin (list, approve, reject). */
export function defineApprovalsCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('approvals')
    .alias('approval')
    .summary(t('approvals.cli.summary'))
    .description(t('approvals.cli.description'))
    .addCommand(defineApprovalsListCommand(f))
    .addCommand(defineApproveCommand(f))
    .addCommand(defineRejectCommand(f));
  return addExamples(cmd, t, [
    'opsdeck approvals list --status pending',
    'opsdeck approvals approve 12 --yes',
    "opsdeck approvals reject 12 --reason 'amount looks wrong'",
  ]);
}
