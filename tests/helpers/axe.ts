import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, read once. */
let source: string | undefined;
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** One axe rule broken on a page: its id, impact, help text and the first offending elements. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Runs axe-core in the page (injected through the debugging protocol, so the page's CSP does not
 * apply) and returns its critical and serious violations. `include` narrows the check to a part of
 * the page, e.g. an open drawer.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate('typeof axe !== "undefined"');
  if (!loaded) await page.evaluate(axeSource());
  const result = (await page.evaluate(
    `axe.run(${include ? JSON.stringify({ include: [include] }) : 'document'}, { resultTypes: ['violations'] })`,
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    }));
}
