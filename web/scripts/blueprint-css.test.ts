import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, test } from 'vitest';
import {
  isFirstSelector,
  isIconGlyphRule,
  isUndrawnSelector,
  splitBlueprintCss,
  UNDRAWN_COMPONENTS,
} from './blueprint-css.ts';

const require = createRequire(import.meta.url);

/** Every file under a folder whose name passes `keep`. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : filesUnder(file, keep);
    return keep(name) ? [file] : [];
  });
}

const UNDRAWN_NAMES = [...new Set(Object.values(UNDRAWN_COMPONENTS).flat())];

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
    withoutGlyphs.walkRules((rule) => {
      const drawn = rule.selectors.filter((s) => !isUndrawnSelector(s));
      if (drawn.length === 0) rule.remove();
      else rule.selectors = drawn;
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

  test('the styles of components the console never draws are left out, and only theirs', () => {
    const { first, console } = splitBlueprintCss(
      '.bp6-tree-node, .bp6-tag { a: b } .bp6-compound-tag-left { c: d } .bp6-breadcrumbs { e: f } .bp6-control.bp6-radio, .bp6-control.bp6-checkbox { g: h } .bp6-control-group { i: j } .bp6-menu-divider { k: l } .bp6-navbar-divider { m: n }',
    );
    const both = first + console;
    for (const gone of ['bp6-tree-node', 'bp6-compound-tag', 'bp6-breadcrumbs', 'bp6-radio']) {
      expect(both).not.toContain(gone);
    }
    for (const kept of [
      '.bp6-tag',
      '.bp6-checkbox',
      '.bp6-control-group',
      '.bp6-menu-divider',
      '.bp6-navbar-divider',
    ]) {
      expect(both).toContain(kept);
    }
  });

  test('the console imports none of those components and names none of their classes', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
    const imports = /import\s*\{([^}]*)\}\s*from\s*'@blueprintjs\//g;
    const found: string[] = [];
    for (const file of filesUnder(src, (n) => /\.(tsx?|css)$/.test(n))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(imports)) {
        const names = (m[1] ?? '').split(',').map((n) =>
          n
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]!
            .trim(),
        );
        for (const n of names) if (UNDRAWN_NAMES.includes(n)) found.push(`${file}: ${n}`);
      }
      for (const prefix of Object.keys(UNDRAWN_COMPONENTS)) {
        if (
          new RegExp(String.raw`bp6-${prefix}|Classes\.${prefix.toUpperCase().replaceAll('-', '_')}`).test(
            text,
          )
        ) {
          found.push(`${file}: ${prefix}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  test("no other Blueprint component draws one of them (the ones the console uses can't bring them in)", () => {
    const roots = ['@blueprintjs/core/package.json', '@blueprintjs/select/package.json'].map((p) =>
      join(dirname(require.resolve(p)), 'lib/esm'),
    );
    const importsUndrawn = new RegExp(
      String.raw`^import\s*\{[^}]*\b(${UNDRAWN_NAMES.join('|')})\b[^}]*\}\s*from`,
      'm',
    );
    const definesUndrawn = new RegExp(
      String.raw`^export (const|class|function) (${UNDRAWN_NAMES.join('|')})\b`,
      'm',
    );
    const offenders = roots
      .flatMap((root) => filesUnder(root, (n) => n.endsWith('.js')))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return importsUndrawn.test(text) && !definesUndrawn.test(text);
      });
    expect(offenders).toEqual([]);
  });
});
