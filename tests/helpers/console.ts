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

/** An address a suite makes fail on purpose: a part of the URL (`/api/admin/members/`) or a pattern. */
export type FailingAddress = string | RegExp;

/** What a page may report without it counting as a problem. */
export interface ProblemAllowance {
  /**
   * The addresses the suite makes fail on purpose (a route it aborts, a server it stops): their
   * 404 and 5xx answers and network failures are not problems. Any other address's are.
   */
  expectedFailures?: readonly FailingAddress[];
  /** Other console errors the suite provokes, by their text (never a failed load: name its address). */
  ignored?: RegExp;
}

/** Chromium's line for a load that failed: an HTTP status, or a network error (`net::ERR_…`). */
const FAILED_LOAD = /^Failed to load resource: (?:the server responded with a status of (\d{3})|net::)/;

/** Takes more addresses the suite makes fail from now on (a server it is about to stop). */
export type AllowFailures = (...addresses: FailingAddress[]) => void;

/**
 * Collects what a page reports: page errors, and console errors. A failed load counts when it is a
 * 404, a 5xx or a network failure of an address the suite did not name (`expectedFailures`, or
 * later through the returned function); other 4xx answers are the refusals the tests provoke on
 * purpose (a form the server refuses, a wrong password, a role's 403), which the screens show.
 */
export function watchProblems(
  page: Page,
  problems: string[],
  allowance: ProblemAllowance = {},
): AllowFailures {
  const expected: FailingAddress[] = [...(allowance.expectedFailures ?? [])];
  const named = (url: string) =>
    expected.some((a) => (typeof a === 'string' ? url.includes(a) : a.test(url)));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    const failed = FAILED_LOAD.exec(text);
    if (!failed) {
      if (!allowance.ignored?.test(text)) problems.push(`console: ${text}`);
      return;
    }
    const status = failed[1] === undefined ? 0 : Number(failed[1]);
    if (status >= 400 && status < 500 && status !== 404) return;
    const url = m.location().url;
    if (!named(url)) problems.push(`console: ${text} at ${url}`);
  });
  return (...addresses) => {
    expected.push(...addresses);
  };
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
  /** Names more addresses the suite makes fail from now on (see watchProblems). */
  allowFailures: AllowFailures;
}

/**
 * Starts a server and Chromium and signs the admin in on one page; its problems go to `problems`
 * (see watchProblems: a 404, a 5xx or a network failure counts unless the suite names its address).
 */
export async function openConsole(
  problems: string[],
  opts: { width?: number; height?: number } & ProblemAllowance = {},
): Promise<ConsoleSession> {
  assertBrowserAvailable();
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await consoleBrowser({ width: opts.width, height: opts.height });
    const page = await browser.newPage();
    const allowFailures = watchProblems(page, problems, opts);
    await signIn(page, server.url);
    return { server, browser, page, token: (await readStorage(page, 'token')) ?? '', allowFailures };
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
