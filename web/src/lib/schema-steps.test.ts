import { describe, expect, test } from 'vitest';
import { evaluateSchemaSteps, SCHEMA_STEPS } from './schema-steps.ts';

describe('the schema steps', () => {
  test('the first step loads a module naming one zod export, each other one naming one shared schema (its chunk is what the step evaluates)', async () => {
    expect(SCHEMA_STEPS.length).toBeGreaterThan(1);
    const [zodStep, ...schemaSteps] = SCHEMA_STEPS;
    expect(Object.values((await zodStep?.()) as Record<string, unknown>)).toEqual([
      (await import('zod')).object,
    ]);
    for (const step of schemaSteps) {
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
