import type { MemberDetail, MemberRow, ReissuePending } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { assertBrowserAvailable, type Browser, launchBrowser, resetStorage } from '../helpers/browser.js';
import { apiData, apiToken } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

/*
 * The four-eyes suites' server, browser and operators (approvals.test.ts: the approvals screen;
 * approvals-elsewhere.test.ts: deciding from the palette, and the changes that become approvals).
 * The bindings are live: a suite reads them once useApprovalSuite()'s beforeAll has set them.
 */

export let server: RunningServer;
export let browser: Browser;
export let page: Page;
export const tokens: Record<'admin' | 'admin2' | 'user', string> = { admin: '', admin2: '', user: '' };
export const problems: string[] = [];
export let candidates: MemberRow[] = [];

export const call = <T>(path: string, token: string, init: RequestInit = {}) =>
  apiData<T>(server.apiUrl, token, path, init);
export const balance = async (id: number) =>
  (await call<MemberDetail>(`/admin/members/${id}`, tokens.admin)).coinBalance;

/** A coin re-issue above the threshold, requested by the first admin through the API: held, pending. */
export const holdReissue = (who: MemberRow, coins: number, reason: string, key: string) =>
  call<ReissuePending>('/admin/member/patch-coin', tokens.admin, {
    method: 'POST',
    headers: { 'idempotency-key': `${key}-${Date.now()}` },
    body: JSON.stringify({ memberId: who.id, coins, reason }),
  });

/** Opens a page of the console signed in as this operator. */
export async function openAs(
  who: 'admin' | 'admin2' | 'user',
  path: string,
  theme: 'light' | 'dark' = 'light',
  locale: 'en-US' | 'zh-CN' = 'en-US',
): Promise<void> {
  await page.goto(`${server.url}/login`);
  await resetStorage(page, {
    token: tokens[who],
    'arco-locale': locale,
    ...(theme === 'dark' ? { 'opsdeck-settings': JSON.stringify({ theme }) } : {}),
  });
  await page.goto(`${server.url}${path}`);
}

/** Parts of the request's process that reach past the window's right edge (none may). */
export const cutOff = () =>
  page.evaluate(`[...document.querySelectorAll('.od-approval-process *')]
    .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map((e) => e.tagName + '.' + e.className + ' ' + (e.textContent ?? '').slice(0, 30))`);

/** Starts the server and Chromium before the suite's tests and signs its operators in; stops both after. */
export function useApprovalSuite(): void {
  beforeAll(async () => {
    assertBrowserAvailable();
    server = await startServer();
    tokens.admin = await apiToken(server.apiUrl);
    tokens.admin2 = await apiToken(server.apiUrl, { phone: '13800000003', password: 'Admin@456' });
    tokens.user = await apiToken(server.apiUrl, { phone: '13800000002', password: 'User@1234' });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    candidates = (await call<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=20', tokens.admin))
      .list;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
