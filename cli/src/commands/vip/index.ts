import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { addExamples } from '../shared/flags.js';
import { defineVipReissueCommand } from './reissue.js';

/** `opsdeck vip`: members' VIP time (reissue). */
export function defineVipCommand(f: Factory): Command {
  const { t } = f;
  const cmd = new Command('vip')
    .summary(t('cli.vip.summary'))
    .description(t('cli.vip.description'))
    .addCommand(defineVipReissueCommand(f));
  return addExamples(cmd, t, [
    "opsdeck vip reissue --member 10104729 --days 30 --reason 'Payment went through, VIP did not'",
  ]);
}
