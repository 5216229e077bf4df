import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; Playwright never downloads a browser here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** True when the browser suite can run on this machine. */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** Under CI the browser suite is required; elsewhere a missing browser skips it. */
export const browserRequired = process.env.CI === 'true';

/** The suite is skipped (not failed) when the browser is missing outside CI. */
export const skipBrowserSuite = !hasChromium && !browserRequired;

const SKIP_LINE = 'browser suite skipped: install Chromium with `apt-get install -y chromium`';
if (skipBrowserSuite) console.log(SKIP_LINE);

/**
 * Whether the machine has a font with Chinese glyphs (fontconfig's `fc-list :lang=zh`); undefined
 * when fontconfig's tool is missing. Without one, zh-CN text (and the seed's Chinese nicknames in
 * en-US) draws as boxes of another width, and the layout checks (what fits, what is cut at 1280 px)
 * measure text no operator sees.
 */
function hasChineseFont(): boolean | undefined {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return undefined;
  }
}

const FONT_HINT = 'no Chinese font: install one with `apt-get install -y fonts-noto-cjk`';
let fontChecked = false;

/**
 * Fails loudly under CI when the browser, or a Chinese font, is missing (call it in beforeAll).
 * Outside CI a missing font is one warning line.
 */
export function assertBrowserAvailable(): void {
  if (!hasChromium) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}; CI requires the browser suite (apt-get install -y chromium)`,
    );
  }
  if (fontChecked) return;
  fontChecked = true;
  if (hasChineseFont() !== false) return;
  if (browserRequired) throw new Error(`${FONT_HINT}; CI measures zh-CN layouts with it`);
  console.warn(`browser suite: ${FONT_HINT} (layout checks may fail)`);
}

/**
 * The few browser globals that page.evaluate callbacks touch. The tests compile without the DOM
 * lib, so callbacks reach them as `(globalThis as unknown as PageGlobals).localStorage`.
 */
export interface PageGlobals {
  localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void; clear(): void };
}

/** Reads a localStorage key in the page. */
export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as PageGlobals).localStorage.getItem(k), key);
}

/** Empties the page origin's localStorage, then sets the given keys. */
export function resetStorage(page: Page, entries: Record<string, string> = {}): Promise<void> {
  return page.evaluate((e) => {
    const storage = (globalThis as unknown as PageGlobals).localStorage;
    storage.clear();
    for (const [k, v] of Object.entries(e)) storage.setItem(k, v);
  }, entries);
}

/** A headless Chromium with a fresh profile; close() also removes the profile directory. */
export interface Browser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export async function launchBrowser(
  opts: { locale?: string; width?: number; height?: number; timezoneId?: string } = {},
): Promise<Browser> {
  assertBrowserAvailable();
  const profile = mkdtempSync(join(tmpdir(), 'opsdeck-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: opts.locale ?? 'en-US',
    // the browser's own zone (the machine's unless a test sets one): business times never follow it
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the signed-in console's keyboard shortcuts and palette are live (they load after sign-in). */
export async function keyboardReady(page: Page): Promise<void> {
  await page.locator('body[data-shortcuts="on"]').waitFor({ state: 'attached' });
}
