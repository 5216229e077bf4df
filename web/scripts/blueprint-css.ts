import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type ChildNode, type Root } from 'postcss';
import type { Plugin } from 'vite';

/**
 * The Blueprint classes (without `bp6-`) whose styles /login needs: the button, form controls,
 * the segmented control (the language choice), callout, card, icon, spinner, overlays and toasts,
 * the non-ideal state of the error screen, and the modifiers they take. A rule that names any other
 * Blueprint class (navbar, tabs, tags, drawer, tree, slider, html-select, tooltips, popovers, menus,
 * button groups, dialogs…) styles the signed-in screens only.
 */
const FIRST_CLASSES = new RegExp(
  `^(${[
    'dark',
    'button(-text|-spinner)?',
    'icon(-.+)?',
    'input(-group|-action|-left-container)?',
    'form-(group|content|helper-text)',
    'label',
    'callout(-.+)?',
    'card',
    'elevation-\\d',
    'interactive',
    'control(-indicator(-child)?|-input)?',
    'checkbox',
    'segmented-control',
    'transition-container',
    'portal',
    'overlay(-.+)?',
    'toast(-.+)?',
    'hotkey.*',
    'key.*',
    'non-ideal-state(-.+)?',
    'spinner(-.+)?',
    'text(-.+)?',
    'heading',
    'ui-text',
    'running-text',
    'monospace-text',
    'code(-block)?',
    'blockquote',
    'list(-unstyled)?',
    'intent-.+',
    'minimal|outlined|small|large|fill|active|disabled|loading|compact|inline|multiline|selected|round|rtl',
    'align-.+',
    'position-.+',
    'focus-style-manager-ignore',
    'focus-disabled',
    'fixed-top',
    'skeleton',
    'context-menu-virtual-target',
  ].join('|')})$`,
);

const classesOf = (selector: string) => [...selector.matchAll(/\.bp6-([a-z0-9-]+)/g)].map((m) => m[1]!);

/** True when a selector names only Blueprint classes that /login draws. */
export function isFirstSelector(selector: string): boolean {
  return classesOf(selector).every((c) => FIRST_CLASSES.test(c));
}

/**
 * Blueprint components the console never draws, by the class prefix their styles use (without
 * `bp6-`) and the components that draw those classes. Their rules can match nothing here: about 65
 * KB of the signed-in part before compression (4.5 KB compressed), a fifth of the rules every style
 * recalculation matches against. Tests check that web/src imports none of these components and
 * names none of these classes, and that no other Blueprint component draws one of them (the numeric
 * input draws a control group, so that one stays); using one means taking it off this list.
 */
export const UNDRAWN_COMPONENTS: Record<string, readonly string[]> = {
  alert: ['Alert'],
  breadcrumb: ['Breadcrumbs', 'Breadcrumb'],
  'card-list': ['CardList'],
  'compound-tag': ['CompoundTag'],
  'control-card': ['ControlCard', 'SwitchCard', 'CheckboxCard', 'RadioCard'],
  divider: ['Divider'],
  'editable-text': ['EditableText'],
  'entity-title': ['EntityTitle'],
  'multistep-dialog': ['MultistepDialog'],
  'dialog-step': ['DialogStep'],
  'panel-stack': ['PanelStack', 'PanelStack2'],
  radio: ['Radio', 'RadioGroup'],
  slider: ['Slider', 'RangeSlider', 'MultiSlider'],
  'multi-slider': ['MultiSlider'],
  tree: ['Tree', 'TreeNode'],
};

/** A class named by one of those prefixes (`bp6-tree`, `bp6-tree-node`, `bp6-breadcrumbs`…). */
const UNDRAWN = new RegExp(String.raw`\.bp6-(${Object.keys(UNDRAWN_COMPONENTS).join('|')})`);

/** True when a selector names a class of a component the console never draws (it matches nothing). */
export function isUndrawnSelector(selector: string): boolean {
  return UNDRAWN.test(selector);
}

/**
 * A node's /login part and its signed-in part: a rule's selector list is divided selector by
 * selector (the declarations go with both halves), an at-rule (@media…) by its rules.
 */
function partition(node: ChildNode): [ChildNode | undefined, ChildNode | undefined] {
  if (node.type === 'rule') {
    const drawn = node.selectors.filter((s) => !isUndrawnSelector(s));
    const first = drawn.filter(isFirstSelector);
    const rest = drawn.filter((s) => !isFirstSelector(s));
    return [
      first.length ? node.clone({ selectors: first }) : undefined,
      rest.length ? node.clone({ selectors: rest }) : undefined,
    ];
  }
  if (node.type === 'atrule' && node.nodes) {
    const first = node.clone({ nodes: [] });
    const rest = node.clone({ nodes: [] });
    for (const child of node.nodes) {
      const [f, r] = partition(child);
      if (f) first.append(f);
      if (r) rest.append(r);
    }
    return [first.nodes?.length ? first : undefined, rest.nodes?.length ? rest : undefined];
  }
  return [node.clone(), undefined];
}

/**
 * A rule of Blueprint's icon font: `.bp6-icon-add:before { content: "…" }`, a glyph by class name.
 * The console draws its icons as SVG and never loads the font (nor names these classes), so the
 * ~720 rules (about 30 KB before compression) could draw nothing.
 */
export function isIconGlyphRule(node: ChildNode): boolean {
  return (
    node.type === 'rule' &&
    node.selectors.every((s) => /^\.bp6-icon-[a-z0-9-]+::?before$/.test(s)) &&
    (node.nodes ?? []).every((d) => d.type === 'decl' && d.prop === 'content')
  );
}

/**
 * Blueprint's stylesheet in two parts, each in the original order: /login's rules and the rest
 * (the icon font's glyph rules and the undrawn components' selectors left out, see isIconGlyphRule
 * and UNDRAWN_COMPONENTS).
 */
export function splitBlueprintCss(css: string): { first: string; console: string } {
  const first: Root = postcss.root();
  const rest: Root = postcss.root();
  for (const node of postcss.parse(css).nodes) {
    if (isIconGlyphRule(node)) continue;
    const [f, r] = partition(node);
    if (f) first.append(f);
    if (r) rest.append(r);
  }
  return { first: first.toString(), console: rest.toString() };
}

const FIRST_ID = 'virtual:blueprint-first.css';
const CONSOLE_ID = 'virtual:blueprint-console.css';

/**
 * `virtual:blueprint-first.css` (imported by main.tsx) and `virtual:blueprint-console.css` (imported
 * by the signed-in shell): Blueprint's stylesheet split so that /login does not download the styles
 * of screens it does not draw. Together they are the whole stylesheet but for the icon font's glyphs
 * and the styles of components the console never draws; no rule is changed otherwise.
 */
export function blueprintCssPlugin(): Plugin {
  let parts: { first: string; console: string } | undefined;
  const load = () => {
    const file = createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css');
    parts ??= splitBlueprintCss(readFileSync(file, 'utf8'));
    return parts;
  };
  return {
    name: 'opsdeck-blueprint-css',
    resolveId: (id) => (id === FIRST_ID || id === CONSOLE_ID ? id : undefined),
    load: (id) => (id === FIRST_ID ? load().first : id === CONSOLE_ID ? load().console : undefined),
  };
}
