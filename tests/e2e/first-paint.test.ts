import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';

/** What the callbacks read of the page (the tests compile without the DOM lib). */
interface PageGlobals {
  performance: { getEntriesByType: (type: string) => { name: string }[] };
  getComputedStyle: (element: unknown) => { fillOpacity: string };
  document: {
    querySelectorAll: (s: string) => Iterable<{
      parentElement: { tagName: string };
      getAttribute: (name: string) => string | null;
    }>;
  };
}

/** Holds the page's stylesheet back until `release()`; `stop()` lets it through and stops holding it. */
async function holdStylesheet(page: Page): Promise<{ release: () => void; stop: () => Promise<void> }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sheet = '**/assets/index-*.css';
  await page.route(sheet, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: () => release(),
    stop: async () => {
      release();
      await page.unroute(sheet);
    },
  };
}

/**
 * A first load on a slow phone: the page paints its boot screen before its stylesheet and scripts
 * have arrived (web/scripts/boot-paint.ts), and a screen's page asks for the screen's code from its
 * head (web/scripts/signed-in-preload.ts, served by the server's not-found handler).
 */
describe.skipIf(skipBrowserSuite)('the first paint of a signed-in first load, in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];
  useConsole(problems, {}, (opened) => ({ server, page } = opened));

  test("a screen's page asks for the shell and the screen's chunks in its head", async () => {
    const res = await fetch(`${server.url}/member/list`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [
      ...head.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]{8}\.js">/g),
    ].map((m) => m[1]);
    // the entry's own, then the console's start, the shell and the member list's chunk
    for (const chunk of ['react', 'console-start', 'router', 'layout-route', 'blueprint-console', 'members'])
      expect(preloads, chunk).toContain(chunk);
    expect(preloads.indexOf('members')).toBeGreaterThan(preloads.indexOf('layout-route'));
    // the login page asks for none of the signed-in console's code
    const login = await (await fetch(`${server.url}/login`, { headers: { accept: 'text/html' } })).text();
    expect(login).not.toMatch(/console-start|layout-route|members-/);
  });

  test('the boot screen paints while the stylesheet is on its way, and the console waits for it', async () => {
    const { release, stop } = await holdStylesheet(page);
    try {
      const screenChunk = page.waitForResponse(/\/assets\/members-[\w-]+\.js$/);
      await page.goto(`${server.url}/member/list`, { waitUntil: 'commit' });
      // a contentful paint (the spinner) with the stylesheet still held back
      await page.waitForFunction(() =>
        (globalThis as unknown as PageGlobals).performance
          .getEntriesByType('paint')
          .some((e) => e.name === 'first-contentful-paint'),
      );
      expect(await page.locator('#root .od-boot .bp6-spinner').count()).toBe(1);
      // drawn as it will be with the stylesheet: unfilled paths, centred in the viewport
      const path = page.locator('.bp6-spinner-track');
      expect(
        await path.evaluate((p) => (globalThis as unknown as PageGlobals).getComputedStyle(p).fillOpacity),
      ).toBe('0');
      const box = await page.locator('.bp6-spinner').boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
      // the module scripts wait for the stylesheet: with the screen's code arrived, still nothing of
      // the console is drawn without it
      await (await screenChunk).finished();
      expect(await page.locator('#root .od-boot').count()).toBe(1);
      expect(await page.locator('.od-layout').count()).toBe(0);
      release();
      await page.locator('.od-layout').waitFor();
      await page.locator('table tbody tr').first().waitFor();
      // the page's stylesheet went first in the cascade, before the shell's and the screen's
      const sheets = await page.evaluate(() =>
        [...(globalThis as unknown as PageGlobals).document.querySelectorAll('link[rel="stylesheet"]')].map(
          (l) =>
            `${l.parentElement.tagName} ${l
              .getAttribute('href')
              ?.replace(/^https?:\/\/[^/]+/, '')
              .replace(/-[\w-]{8}\.css$/, '')}`,
        ),
      );
      expect(sheets[0], sheets.join()).toBe('HEAD /assets/index');
      expect(sheets, sheets.join()).toContain('HEAD /assets/layout-route');
      expect(sheets.every((s) => s.startsWith('HEAD '))).toBe(true);
    } finally {
      await stop();
    }
    expect(problems).toEqual([]);
  });

  test("the text face: one short stack from the boot screen on, drawn in the face Blueprint's stack reached", async () => {
    // Blueprint's stack, which Chromium on Linux looked up name by name (a synchronous call to the
    // browser process for each name and weight, inside the first style and layout tasks)
    const blueprint =
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen, Ubuntu, Cantarell, "Open Sans", "Helvetica Neue", blueprint-icons-16, sans-serif';
    const stack = '-apple-system, "Segoe UI", Roboto, Arial, sans-serif';
    const bodyFamily = () =>
      page.evaluate(() => {
        const g = globalThis as unknown as {
          getComputedStyle: (e: unknown) => { fontFamily: string };
          document: { body: unknown };
        };
        return g.getComputedStyle(g.document.body).fontFamily;
      });
    const { release, stop } = await holdStylesheet(page);
    try {
      await page.goto(`${server.url}/member/list`, { waitUntil: 'commit' });
      await page.locator('#root .od-boot').waitFor();
      expect(await bodyFamily(), 'the boot screen, before the stylesheet').toBe(stack);
      release();
      await page.locator('.od-layout').waitFor();
      expect(await bodyFamily(), 'with the stylesheet').toBe(stack);
    } finally {
      await stop();
    }
    // the faces Chromium draws a text in, under each stack (regular and bold)
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const facesOf = async (family: string, weight: number) => {
        await page.evaluate(
          ([f, w]) => {
            const g = globalThis as unknown as {
              document: {
                getElementById: (id: string) => { remove: () => void } | null;
                createElement: (t: string) => { id: string; textContent: string; style: { cssText: string } };
                body: { append: (e: unknown) => void };
              };
            };
            g.document.getElementById('od-face-probe')?.remove();
            const probe = g.document.createElement('p');
            probe.id = 'od-face-probe';
            probe.textContent = 'Members 1,500 coins';
            probe.style.cssText = `font-family: ${f}; font-weight: ${w}`;
            g.document.body.append(probe);
          },
          [family, weight] as const,
        );
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: '#od-face-probe',
        });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        return fonts.map((f) => f.familyName).sort();
      };
      for (const weight of [400, 700]) {
        const before = await facesOf(blueprint, weight);
        expect(before.length, `weight ${weight}`).toBeGreaterThan(0);
        expect(await facesOf(stack, weight), `weight ${weight}`).toEqual(before);
      }
    } finally {
      await cdp.detach();
    }
    expect(problems).toEqual([]);
  });
});
