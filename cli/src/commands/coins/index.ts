import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { addExamples } from '../shared/flags.js';
import { defineCoinsReissueCommand } from './reissue.js';

/** `opsdeck coins`: members' coins (reissue). */
export function defineCoinsCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('coins')
    .summary(t('cli.coins.summary'))
    .description(t('cli.coins.description'))
    .addCommand(defineCoinsReissueCommand(f));
  return addExamples(cmd, t, [
    "opsdeck coins reissue --member 10104729 --coins 50 --reason 'Refund for a failed unlock'",
  ]);
}
