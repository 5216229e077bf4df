import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Browser, launchBrowser, type PageGlobals, resetStorage } from '../helpers/browser.js';
import { ADMIN, signIn } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';

/** Shared set-up of the console chrome suites (chrome*.test.ts): a server, a browser, signed-in pages. */

export { ADMIN, USER } from '../helpers/console.js';
export { en, zh } from '../helpers/strings.js';

/** Browser globals the page callbacks touch (the tests compile without the DOM lib). */
export interface Dom {
  document: {
    body: { getAttribute(n: string): string | null; className: string; style: { filter: string } };
    documentElement: { lang: string };
    querySelector(s: string): { scrollTop: number; scrollHeight: number } | null;
  };
  navigator: { clipboard: { readText(): Promise<string> } };
}

export interface ChromeHarness {
  server: RunningServer;
  browser: Browser;
  /** Page errors and console errors of every page. */
  problems: string[];
  /** Requests for Blueprint's uncurated icon chunks. */
  iconChunks: string[];
}

export async function startHarness(): Promise<ChromeHarness> {
  const server = await startServer();
  const browser = await launchBrowser({ height: 720 });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await browser.context.addInitScript(() => {
    const storage = (globalThis as unknown as PageGlobals).localStorage;
    if (!storage.getItem('arco-locale')) storage.setItem('arco-locale', 'en-US');
  });
  return { server, browser, problems: [], iconChunks: [] };
}

export async function stopHarness(h: Partial<ChromeHarness> | undefined): Promise<void> {
  await h?.browser?.close();
  await h?.server?.stop();
}

/** Registers the suite's harness: started before its tests, stopped after them (its fields are set once started). */
export function useHarness(): ChromeHarness {
  const h = {} as ChromeHarness;
  beforeAll(async () => {
    Object.assign(h, await startHarness());
  });
  afterAll(() => stopHarness(h));
  return h;
}

/** Signed in on a clean device (English, the given stored settings), on the workplace. */
export async function signedIn(
  h: ChromeHarness,
  who = ADMIN,
  settings: Record<string, unknown> = {},
): Promise<Page> {
  const page = await h.browser.newPage();
  page.on('pageerror', (e) => h.problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // (the bare SVG below makes Chromium ask for /favicon.ico, which the server answers)
    if (m.type() === 'error') h.problems.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (/\/assets\/(paths|allPaths)-/.test(r.url())) h.iconChunks.push(r.url());
  });
  // A static file of the origin, so no console (and no earlier test's session) is running meanwhile.
  await page.goto(`${h.server.url}/favicon.svg`);
  await resetStorage(page, { 'arco-locale': 'en-US', 'opsdeck-settings': JSON.stringify(settings) });
  await signIn(page, h.server.url, who);
  return page;
}

export const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });
export const sider = (page: Page) => page.locator('.od-sider');
export const tabNames = (page: Page) =>
  page.locator('.od-tab-list > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab')));

/** Opens a screen from the side menu (its group first, if closed). */
export async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const entry = sider(page).getByText(en(item), { exact: true });
  if (!(await entry.isVisible())) await sider(page).getByText(en(group), { exact: true }).click();
  await entry.click();
}

/** Blueprint's Switch puts extra props on its input; the label around it takes the click. */
export async function setSwitch(page: Page, key: string, on: boolean): Promise<void> {
  const input = page.locator(`input[data-setting="${key}"]`);
  if ((await input.isChecked()) !== on) await input.locator('xpath=..').click();
  expect(await input.isChecked()).toBe(on);
}
