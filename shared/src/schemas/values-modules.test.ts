import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as account from './account.js';
import * as accountValues from './account-values.js';
import * as analysis from './analysis.js';
import * as analysisPanels from './analysis-panels.js';
import * as analysisValues from './analysis-values.js';
import * as approval from './approval.js';
import * as approvalValues from './approval-values.js';
import * as automation from './automation.js';
import * as automationValues from './automation-values.js';
import * as consume from './consume.js';
import * as consumeValues from './consume-values.js';
import * as content from './content/index.js';
import * as contentValues from './content/values.js';
import * as ledger from './ledger.js';
import * as ledgerValues from './ledger-values.js';
import * as member from './member.js';
import * as memberValues from './member-values.js';
import * as moneyPolicy from './money-policy.js';
import * as moneyPolicyValues from './money-policy-values.js';
import * as monitor from './monitor.js';
import * as monitorValues from './monitor-values.js';
import * as order from './order.js';
import * as orderValues from './order-values.js';
import * as point from './point.js';
import * as reissueJob from './reissue-job.js';
import * as reissueJobValues from './reissue-job-values.js';
import * as set from './set.js';
import * as setValues from './set-values.js';
import * as task from './task.js';
import * as taskValues from './task-values.js';

/**
 * The values modules hold plain constants so that a screen listing them (a list's filters and
 * columns) loads no zod before its first paint; their schema modules re-export them unchanged.
 */
describe('the values modules', () => {
  test.each([
    'member-values.ts',
    'order-values.ts',
    'ledger-values.ts',
    'consume-values.ts',
    'task-values.ts',
    'set-values.ts',
    'content/values.ts',
    'automation-values.ts',
    'analysis-values.ts',
    'money-policy-values.ts',
    'monitor-values.ts',
    'reissue-job-values.ts',
    'account-values.ts',
  ])('%s imports nothing', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  test('approval-values.ts imports types only (the re-issue answer it recognises)', () => {
    const source = readFileSync(new URL('approval-values.ts', import.meta.url), 'utf8');
    const imports = source.match(/^\s*import\s.*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^\s*import type /);
  });

  test('the schema modules re-export the same values', () => {
    const reExported = new Map<string, unknown>(
      [
        member,
        order,
        ledger,
        point,
        consume,
        task,
        set,
        content,
        analysis,
        automation,
        moneyPolicy,
        monitor,
        reissueJob,
        account,
        approval,
      ].flatMap((m) => Object.entries(m)),
    );
    const values = [
      memberValues,
      orderValues,
      ledgerValues,
      consumeValues,
      taskValues,
      setValues,
      contentValues,
      automationValues,
      analysisValues,
      moneyPolicyValues,
      monitorValues,
      reissueJobValues,
      accountValues,
      approvalValues,
    ];
    for (const [name, value] of values.flatMap((m) => Object.entries(m))) {
      expect(reExported.get(name), name).toBe(value);
    }
    expect(order.orderKindSchema.options).toEqual([...orderValues.ORDER_KINDS]);
    expect(order.productCodeSchema.options).toEqual([...orderValues.PRODUCT_CODES]);
    expect(automation.automationIdSchema.options).toEqual(
      automationValues.AUTOMATION_SWITCHES.map((s) => s.id),
    );
    expect(analysis.analysisMetricSchema.options).toEqual([...analysisValues.ANALYSIS_METRICS]);
    expect(analysis.analysisDimensionSchema.options).toEqual([...analysisValues.ANALYSIS_DIMENSIONS]);
    expect(analysisPanels.chainQuotaSchema.options).toEqual([...analysisValues.CHAIN_QUOTAS]);
    expect(monitor.monitorEventKindSchema.options).toEqual([...monitorValues.MONITOR_EVENT_KINDS]);
    expect(reissueJob.reissueJobStatusSchema.options).toEqual([...reissueJobValues.REISSUE_JOB_STATUSES]);
    expect(Object.keys(moneyPolicy.moneyLimitsSchema.shape)).toEqual(moneyPolicyValues.MONEY_LIMIT_FIELDS);
  });
});
