import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { consoleInlineScripts, inlineScriptSources } from './inline-scripts.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const dirs: string[] = [];
const webRootWith = (html: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'opsdeck-inline-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), html);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("the built page's inline scripts in the CSP", () => {
  test('each inline script by the hash of its text; scripts with src and empty ones are left out', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script>(function(){var a=1;})();</script><script> </script>\n<SCRIPT>\nx()\n</SCRIPT></head>';
    expect(inlineScriptSources(html)).toEqual([sha('(function(){var a=1;})();'), sha('\nx()\n')]);
  });

  test('read again when the page changes, looked at once a second at most; none without a page', () => {
    const root = webRootWith('<script>a()</script>');
    let clock = 0;
    const sources = consoleInlineScripts(root, { now: () => clock });
    expect(sources()).toEqual([sha('a()')]);
    writeFileSync(join(root, 'index.html'), '<script>b()</script>');
    utimesSync(join(root, 'index.html'), new Date(), new Date(Date.now() + 5000));
    clock = 999;
    expect(sources()).toEqual([sha('a()')]);
    clock = 1000;
    expect(sources()).toEqual([sha('b()')]);
    // unchanged: the same array (the CSP header is built again only when it changes)
    clock = 5000;
    expect(sources()).toBe(sources());
    expect(consoleInlineScripts(join(root, 'missing'))()).toEqual([]);
    expect(consoleInlineScripts(null)()).toEqual([]);
  });

  test("the page's answer admits its own inline script and no other", async () => {
    const t = await buildTestApp();
    const app = await buildApp({
      database: t.database,
      webRoot: webRootWith('<script>boot()</script><div id="root"></div>'),
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/dashboard/workplace' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${sha('boot()')}`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
