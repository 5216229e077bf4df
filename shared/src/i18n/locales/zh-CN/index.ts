import type { DeepStringRecord } from '../../types.js';
import type { enUS } from '../en-US/index.js';
import { coreZh } from './core.js';

/** 简体中文 (zh-CN) strings, one file per area, the same keys as en-US. */
export const zhCN: DeepStringRecord<typeof enUS> = {
  ...coreZh,
};
