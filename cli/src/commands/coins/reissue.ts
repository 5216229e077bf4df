import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { Run } from '../shared/define.js';
import {
  type BatchCommandOptions,
  defineReissueCommand,
  type ReissueCommandOptions,
} from '../shared/reissue.js';

/** `opsdeck coins reissue`: give a member coins (catalogue action member.reissueCoins). */
export const defineCoinsReissueCommand = (
  f: Factory,
  run?: Run<ReissueCommandOptions>,
  runBatch?: Run<BatchCommandOptions>,
): Command => defineReissueCommand(f, REISSUE_KINDS.coins, run, runBatch);
