import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { BOOT_CSS, withEarlyBootPaint } from './boot-paint.ts';

const PAGE = `<head>
    <title>OpsDeck</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><div class="od-boot"></div></div>
  </body>`;

describe('the boot screen paints before the stylesheet', () => {
  test('the stylesheet moves after #root, with a preload left in the head', () => {
    const out = withEarlyBootPaint(PAGE);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-1.css">');
    expect(head).not.toContain('rel="stylesheet"');
    const sheet = out.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(sheet).toBeGreaterThan(out.indexOf('<div id="root">'));
    expect(sheet).toBeLessThan(out.indexOf('</body>'));
    expect(head).toContain(`<style data-boot>${BOOT_CSS}</style>`);
    expect(() => withEarlyBootPaint('<head></head><body></body>')).toThrow(/no stylesheet/);
  });

  test("the head's scripts move after #root, before the stylesheet, the entry preloaded in their place", () => {
    const page = PAGE.replace('<title>OpsDeck</title>', '<title>OpsDeck</title>\n    <script>go()</script>');
    const out = withEarlyBootPaint(page);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js">');
    const root = out.indexOf('<div id="root">');
    const inline = out.indexOf('<script>go()</script>');
    const entry = out.indexOf('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const sheet = out.indexOf('<link rel="stylesheet"');
    expect(inline).toBeGreaterThan(root);
    expect(entry).toBeGreaterThan(inline);
    expect(sheet).toBeGreaterThan(entry);
    expect(out.indexOf('</body>')).toBeGreaterThan(sheet);
  });

  test("the inline rules cover every class of the boot screen's markup", () => {
    const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../index.html'), 'utf8');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    const classes = new Set([...root.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' ')));
    expect(classes.size).toBeGreaterThan(3);
    for (const c of classes) expect(BOOT_CSS, c).toContain(`.${c}`);
  });
});
