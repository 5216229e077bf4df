import { describe, expect, test } from 'vitest';
import { evaluateSchemaSteps, SCHEMA_STEPS } from './schema-steps.ts';

describe('the schema steps', () => {
  test('each step loads a module naming one shared schema (its chunk is what the step evaluates)', async () => {
    expect(SCHEMA_STEPS.length).toBeGreaterThan(0);
    for (const step of SCHEMA_STEPS) {
      const exported = Object.values((await step()) as Record<string, unknown>);
      expect(exported).toHaveLength(1);
      expect(typeof (exported[0] as { safeParse?: unknown }).safeParse).toBe('function');
    }
  });

  test('the keyboard layer, the schema-first screens and the quick operations share one run', async () => {
    const two = evaluateSchemaSteps(2);
    expect(evaluateSchemaSteps(2)).toBe(two);
    const all = evaluateSchemaSteps();
    expect(evaluateSchemaSteps()).toBe(all);
    expect(evaluateSchemaSteps(SCHEMA_STEPS.length + 1)).toBe(all);
    await expect(all).resolves.toBeUndefined();
    await expect(two).resolves.toBeUndefined();
    expect(evaluateSchemaSteps()).toBe(all);
    await expect(evaluateSchemaSteps(0)).resolves.toBeUndefined();
  });
});
