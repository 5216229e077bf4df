import {
  approvalSchema,
  approvalStatusSchema,
  memberDetailSchema,
  memberRowSchema,
  memberStatusSchema,
  messageSchema,
  messageTypeSchema,
  profileSchema,
  reissueCoinsResultSchema,
  reissueJobSchema,
  reissueJobStatusSchema,
  reissueVipResultSchema,
} from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { FLAG_VALUES } from '../commands/shared/values.js';
import type { BatchSummary } from '../services/batch/summary.js';
import { JSON_FIELDS } from './fields.js';

const keys = (schema: { shape: object }) => Object.keys(schema.shape);

describe('JSON field lists', () => {
  test('match the shared schemas of what each command prints', () => {
    expect(JSON_FIELDS.profile).toEqual(keys(profileSchema));
    expect(JSON_FIELDS.message).toEqual(keys(messageSchema));
    expect(JSON_FIELDS.approval).toEqual(keys(approvalSchema));
    expect(JSON_FIELDS.reissueJob).toEqual(keys(reissueJobSchema));
    expect(JSON_FIELDS.memberRow).toEqual(keys(memberRowSchema));
    expect(JSON_FIELDS.memberDetail).toEqual(keys(memberDetailSchema));
    expect(JSON_FIELDS.coinsReissue).toEqual([...keys(reissueCoinsResultSchema), 'idempotencyKey']);
    expect(JSON_FIELDS.vipReissue).toEqual([...keys(reissueVipResultSchema), 'idempotencyKey']);
  });

  test('the batch summary fields name every summary field', () => {
    const summary: Record<keyof BatchSummary, true> = {
      kind: true,
      file: true,
      format: true,
      sha256: true,
      dryRun: true,
      rows: true,
      issued: true,
      replayed: true,
      failed: true,
      pending: true,
      checked: true,
      notStarted: true,
      interrupted: true,
      unit: true,
      amountTotal: true,
      amountIssued: true,
      elapsedMs: true,
      rowsPerSecond: true,
      results: true,
      failures: true,
      stoppedBy: true,
    };
    expect([...JSON_FIELDS.batch].sort()).toEqual(Object.keys(summary).sort());
  });

  test('enum flag values match the schemas that check them', () => {
    expect(FLAG_VALUES.messageType).toEqual(messageTypeSchema.options);
    expect(FLAG_VALUES.approvalStatus).toEqual(approvalStatusSchema.options);
    expect(FLAG_VALUES.jobStatus).toEqual(reissueJobStatusSchema.options);
    expect(FLAG_VALUES.memberStatus).toEqual(memberStatusSchema.options);
  });
});
