import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { Run } from '../shared/define.js';
import {
  type BatchCommandOptions,
  defineReissueCommand,
  type ReissueCommandOptions,
} from '../shared/reissue.js';

/** `opsdeck vip reissue`: add VIP days to a member (catalogue action member.reissueVip). */
export const defineVipReissueCommand = (
  f: Factory,
  run?: Run<ReissueCommandOptions>,
  runBatch?: Run<BatchCommandOptions>,
): Command => defineReissueCommand(f, REISSUE_KINDS.vip, run, runBatch);
