import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { nounCommand } from '../shared/define.js';
import { defineApproveCommand, defineRejectCommand } from './decide.js';
import { defineApprovalsListCommand } from './list.js';
import { defineApprovalsShowCommand } from './show.js';

/** `opsdeck approvals`: requests waiting for a second admin (list, show, approve, reject). */
export function defineApprovalsCommand(f: Factory): Command {
  const examples = [
    'opsdeck approvals list --status pending',
    'opsdeck approvals show 12',
    'opsdeck approvals approve 12 --yes',
    "opsdeck approvals reject 12 --reason 'amount looks wrong'",
  ];
  return nounCommand(f, { name: 'approvals', alias: 'approval', text: 'approvals.cli', examples }, [
    defineApprovalsListCommand(f),
    defineApprovalsShowCommand(f),
    defineApproveCommand(f),
    defineRejectCommand(f),
  ]);
}
