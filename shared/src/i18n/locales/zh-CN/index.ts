import type { DeepStringRecord } from '../../types.js';
import type { enUS } from '../en-US/index.js';
import { cliZh } from './cli.js';
import { zhCNConsole } from './web-console.js';
import { zhCNFirst } from './web-first.js';

/** 简体中文 (zh-CN) strings, one file per area, the same keys as en-US (parts as in en-US/index.ts). */
export const zhCN: DeepStringRecord<typeof enUS> = {
  ...zhCNFirst,
  ...cliZh,
  ...zhCNConsole,
  fields: { ...zhCNFirst.fields, ...zhCNConsole.fields },
};
