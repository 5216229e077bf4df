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
  await animationsSettled(page);
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

/**
 * Waits until no finite animation or transition runs in the page (a spinner's endless one does not
 * count). axe reads colours as drawn: a tooltip or popover caught in its fade-in reads as text on a
 * blend of its background and the page's (seen: "settings drawer (light)", `.bp6-popover-content`,
 * the settings button's tooltip fading in under the pointer that had clicked it), which is not what
 * the operator reads once it has drawn.
 */
async function animationsSettled(page: Page): Promise<void> {
  // a string, as axe's own source: the console's CSP refuses the eval behind waitForFunction's
  await page.evaluate(`new Promise((settled) => {
    const look = () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)
        ? settled(true)
        : requestAnimationFrame(look);
    look();
  })`);
}
