import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  assertBrowserAvailable,
  type Browser,
  launchBrowser,
  type PageGlobals,
  readStorage,
} from './browser.js';
import { type RunningServer, startServer } from './start-server.js';

/** The seed's demo operators. */
export const ADMIN = { phone: '13800000001', password: 'Admin@123' };
export const USER = { phone: '13800000002', password: 'User@1234' };

/**
 * Collects what a page reports: page errors, and console errors except those matching `ignored`
 * (by default the 4xx answers the tests provoke on purpose).
 */
export function watchProblems(page: Page, problems: string[], ignored = /status of 4\d\d/): void {
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignored.test(m.text())) problems.push(`console: ${m.text()}`);
  });
}

/** Signs in through the login form at `url` and waits for the workplace. */
export async function signIn(page: Page, url: string, who: { phone: string; password: string } = ADMIN) {
  await page.goto(`${url}/login`);
  await page.locator('input[name="phone"]').fill(who.phone);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForURL(/\/dashboard\/workplace$/);
}

/** Chromium whose pages start in `locale` (until the console's own language switch says otherwise). */
export async function consoleBrowser(
  opts: { locale?: 'en-US' | 'zh-CN'; width?: number; height?: number; timezoneId?: string } = {},
): Promise<Browser> {
  const browser = await launchBrowser(opts);
  await browser.context.addInitScript((l) => {
    const storage = (globalThis as unknown as PageGlobals).localStorage;
    if (!storage.getItem('arco-locale')) storage.setItem('arco-locale', l);
  }, opts.locale ?? 'en-US');
  return browser;
}

/** The data of an API answer, called with `token` (anything but code 200 throws with the message). */
export async function apiData<T>(
  apiUrl: string,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = (await res.json()) as { code: number; data: T; message: string };
  if (body.code !== 200) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

/** Signs in through the API as `who` (the admin unless said) and answers the session's token. */
export async function apiToken(
  apiUrl: string,
  who: { phone: string; password: string } = ADMIN,
): Promise<string> {
  const res = await fetch(`${apiUrl}/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { code: number; data: { accessToken: string }; message: string };
  if (body.code !== 200) throw new Error(`sign-in as ${who.phone}: ${body.message}`);
  return body.data.accessToken;
}

/** A browser suite's console: a real server, Chromium in English and a page signed in as the admin. */
export interface ConsoleSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
  /** The admin's token, as the page stored it (for API calls beside the page). */
  token: string;
}

/**
 * Starts a server and Chromium and signs the admin in on one page; its problems go to `problems`
 * (console errors matching `ignored` are left out: by default failed loads, which the suites
 * provoke on purpose).
 */
export async function openConsole(
  problems: string[],
  opts: { width?: number; height?: number; ignored?: RegExp } = {},
): Promise<ConsoleSession> {
  assertBrowserAvailable();
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await consoleBrowser({ width: opts.width, height: opts.height });
    const page = await browser.newPage();
    watchProblems(page, problems, opts.ignored ?? /Failed to load resource/);
    await signIn(page, server.url);
    return { server, browser, page, token: (await readStorage(page, 'token')) ?? '' };
  } catch (error) {
    await closeConsole({ browser, server });
    throw error;
  }
}

/** Closes what openConsole (or a suite of its own) started. */
export async function closeConsole(session: { browser?: Browser; server?: RunningServer }): Promise<void> {
  await session.browser?.close();
  await session.server?.stop();
}

/**
 * Registers a browser suite's console: opened before its tests (`opened` receives the session, for
 * the suite's own variables) and closed after them.
 */
export function useConsole(
  problems: string[],
  opts: Parameters<typeof openConsole>[1],
  opened: (session: ConsoleSession) => void,
): void {
  let session: ConsoleSession | undefined;
  beforeAll(async () => {
    session = await openConsole(problems, opts);
    opened(session);
  });
  afterAll(() => closeConsole(session ?? {}));
}
