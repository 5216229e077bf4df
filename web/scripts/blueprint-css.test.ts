import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, test } from 'vitest';
import { isFirstSelector, isIconGlyphRule, splitBlueprintCss } from './blueprint-css.ts';

/** Every (at-rule context, selector, declarations) of a stylesheet, one entry per selector. */
function selectorsOf(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    let context = '';
    for (let p = rule.parent; p && p.type === 'atrule'; p = p.parent)
      context = `@${p.name} ${p.params} ${context}`;
    const body = rule.nodes.map((n) => n.toString()).join(';');
    for (const s of rule.selectors) out.push(`${context}${s}{${body}}`);
  });
  return out.sort();
}

describe("Blueprint's stylesheet in two parts", () => {
  test('the parts together are the whole stylesheet: each selector once, with its declarations', () => {
    const file = createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css');
    const css = readFileSync(file, 'utf8');
    const { first, console } = splitBlueprintCss(css);
    const withoutGlyphs = postcss.parse(css);
    withoutGlyphs.each((node) => {
      if (isIconGlyphRule(node)) node.remove();
    });
    expect([...selectorsOf(first), ...selectorsOf(console)].sort()).toEqual(
      selectorsOf(withoutGlyphs.toString()),
    );
    expect(first.length).toBeLessThan(css.length * 0.7);
  });

  test("the icon font's glyph rules are left out, and only they", () => {
    const { first, console } = splitBlueprintCss(
      '.bp6-icon-add:before { content: "x" } .bp6-icon-add::before { content: "y" } .bp6-icon-large:before { content: ""; font-size: 20px } .bp6-icon > svg { fill: red }',
    );
    expect(first + console).not.toContain('bp6-icon-add');
    expect(first + console).toContain('.bp6-icon-large:before');
    expect(first + console).toContain('.bp6-icon > svg');
  });

  test('a selector list is divided: /login keeps the selectors of what it draws', () => {
    const { first, console } = splitBlueprintCss(
      '.bp6-control input, .bp6-switch input { opacity: 0 } @media (min-width: 1px) { .bp6-navbar { a: b } .bp6-card { c: d } }',
    );
    expect(first).toContain('.bp6-control input');
    expect(first).not.toContain('bp6-switch');
    expect(first).toContain('.bp6-card');
    expect(console).toContain('.bp6-switch input');
    expect(console).toContain('.bp6-navbar');
    expect(console).not.toContain('.bp6-card');
  });

  test('the login form, its language choice and toasts are first; the shell, lists, drawers and popovers are not', () => {
    for (const s of [
      '.bp6-dark .bp6-button.bp6-intent-primary',
      '.bp6-control.bp6-checkbox input:checked ~ .bp6-control-indicator',
      '.bp6-toast-container',
      '.bp6-segmented-control .bp6-button',
      '.bp6-input-group .bp6-input',
    ]) {
      expect(isFirstSelector(s), s).toBe(true);
    }
    for (const s of [
      '.bp6-navbar',
      '.bp6-tab-list',
      '.bp6-drawer',
      '.bp6-tag',
      '.bp6-html-select select',
      '.bp6-navbar-group .bp6-button',
      '.bp6-dark .bp6-button-group .bp6-button.bp6-intent-primary',
      '.bp6-menu .bp6-submenu',
      '.bp6-tooltip .bp6-popover-content',
      '.bp6-dialog-header',
    ]) {
      expect(isFirstSelector(s), s).toBe(false);
    }
  });
});
