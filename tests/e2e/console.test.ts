import { allRoutes } from '@opsdeck/shared/catalogue';
import { translate } from '@opsdeck/shared/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  assertBrowserAvailable,
  type Browser,
  browserRequired,
  hasChromium,
  readStorage,
  resetStorage,
  skipBrowserSuite,
} from '../helpers/browser.js';
import { ADMIN, closeConsole, consoleBrowser, USER, watchProblems } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';

// Under CI a missing browser must count as a failure, not only fail the suite's setup.
test.runIf(browserRequired || hasChromium)('Chromium is installed (required under CI)', () => {
  assertBrowserAvailable();
});

describe.skipIf(skipBrowserSuite)('web console in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const problems: string[] = [];
  const iconChunks: string[] = [];

  beforeAll(async () => {
    assertBrowserAvailable();
    server = await startServer();
    // English unless a test switches: the console's default is zh-CN (spec §9).
    browser = await consoleBrowser();
  });

  afterAll(() => closeConsole({ browser, server }));

  /** A page on a signed-out console with English chosen; page errors are collected. */
  async function freshPage(): Promise<Page> {
    const page = await browser.newPage();
    // a refused sign-in answers 401, which Chromium logs as a failed load: not a problem (a 404 or a
    // 5xx would be)
    watchProblems(page, problems);
    page.on('request', (r) => {
      if (/\/assets\/(paths|allPaths)-/.test(r.url())) iconChunks.push(r.url());
    });
    await page.goto(`${server.url}/login`);
    await resetStorage(page, { 'arco-locale': 'en-US' });
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="phone"]').waitFor();
    return page;
  }

  async function signIn(page: Page, who: { phone: string; password: string }): Promise<void> {
    await page.locator('input[name="phone"]').fill(who.phone);
    await page.locator('input[name="password"]').fill(who.password);
    await page.locator('input[name="password"]').press('Enter');
  }

  /** The signed-in operator's profile, read from the API with the page's own token. */
  async function profileOf(page: Page): Promise<Record<string, unknown>> {
    const token = await readStorage(page, 'token');
    const res = await fetch(`${server.apiUrl}/admin/account/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  }

  test('/ goes to the login screen, which has the spec fields and the demo sign-ins', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForURL(/\/login$/);
    // autofocus lands right after the route renders: wait for it rather than sampling once
    await page.locator('input[name="phone"]:focus').waitFor({ timeout: 20_000 });
    expect(await page.locator('input[name="phone"]:focus').count()).toBe(1);
    // the demo sign-ins come from GET /api/health (the seeded database holds the demo seed)
    await page.locator('.od-login-demo').waitFor({ timeout: 10_000 });
    const body = await page.locator('body').innerText();
    for (const key of [
      'login.rememberPassword',
      'login.forgotPassword',
      'login.register',
      'login.demoAccounts',
    ]) {
      expect(body).toContain(en(key));
    }
    expect(body).toContain(ADMIN.phone);
    await page.close();
  });

  test('empty fields show the validation texts and send nothing', async () => {
    const page = await freshPage();
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/auth/login')) calls++;
    });
    await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
    await page.getByText(en('validation.phoneRequired')).waitFor();
    await page.getByText(en('validation.passwordRequired')).waitFor();
    expect(calls).toBe(0);
    await page.close();
  });

  test('a wrong password shows the server message above the form', async () => {
    const page = await freshPage();
    await signIn(page, { phone: ADMIN.phone, password: 'Wrong@123' });
    const alert = page.locator('.od-login-form [role="alert"]');
    await alert.waitFor();
    const text = (await alert.innerText()).trim();
    expect(text).toBe(en('errors.wrongCredentials'));
    expect(page.url()).toMatch(/\/login$/);
    await page.close();
  });

  test('a protected URL redirects to login with the route name and query, and sign-in returns there', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/user/info?tab=x`);
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('Info');
    expect(url.searchParams.get('tab')).toBe('x');
    await signIn(page, ADMIN);
    await page.waitForURL(/\/user\/info\?tab=x$/);
    await page.close();
  });

  test('a first load of /login with a redirect target draws the login alone, then signs in to the target', async () => {
    const page = await freshPage();
    const routerChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(router|console-start)-/.test(r.url())) routerChunks.push(r.url());
    });
    await page.goto(`${server.url}/login?redirect=Info&tab=x`);
    await page.locator('input[name="phone"]').waitFor();
    expect(await page.title()).toContain(en('menu.login'));
    // the console (router, guard, shell) loads only once the operator has signed in
    expect(routerChunks).toEqual([]);
    await signIn(page, ADMIN);
    await page.waitForURL(/\/user\/info\?tab=x$/);
    await page.locator('.od-sider').waitFor();
    expect(routerChunks.length).toBeGreaterThan(0);
    // back and forward work in the console the sign-in started
    await page.locator('.od-sider').getByText(en('menu.dashboard'), { exact: true }).click();
    await page.locator('.od-sider').getByText(en('menu.dashboard.workplace')).click();
    await page.waitForURL(/\/dashboard\/workplace$/);
    await page.goBack();
    await page.waitForURL(/\/user\/info\?tab=x$/);
    await page.close();
  });

  test("the login page's language choice works by keyboard and is kept", async () => {
    const page = await freshPage();
    const choice = page.getByRole('radiogroup', { name: en('web.locale.label') });
    await choice.getByRole('radio', { name: 'English' }).focus();
    expect(await choice.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: translate('zh-CN', 'login.submit') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    // the group is named in the new language now; the focus stays on the chosen language
    const zhChoice = page.getByRole('radiogroup', { name: translate('zh-CN', 'web.locale.label') });
    expect(await zhChoice.getByRole('radio', { name: '中文' }).getAttribute('aria-checked')).toBe('true');
    expect(
      await zhChoice
        .getByRole('radio', { name: '中文' })
        .evaluate((el) => el === el.ownerDocument.activeElement),
    ).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: translate('zh-CN', 'login.submit') }).waitFor();
    await page.close();
  });

  test('admin signs in, lands on the workplace, opens user info, switches language, logs out', async () => {
    const page = await freshPage();
    await signIn(page, ADMIN);
    await page.waitForURL(/\/dashboard\/workplace$/);
    const profile = await profileOf(page);
    expect(profile.role).toBe('admin');
    await page.locator('.od-greeting').getByText(String(profile.name)).waitFor();
    // The open group follows the route; User center opens on click.
    await page.locator('.od-sider').getByText(en('menu.user'), { exact: true }).click();
    await page.locator('.od-sider').getByText(en('menu.user.info')).click();
    await page.waitForURL(/\/user\/info$/);
    // each profile value under its field (the work fields show the names, under job, organization, location)
    const shown = {
      phone: 'phone',
      email: 'email',
      visibleId: 'visibleId',
      jobName: 'job',
      organizationName: 'organization',
      locationName: 'location',
    };
    for (const [field, key] of Object.entries(shown)) {
      const value = String(profile[field] ?? '');
      expect(value, field).not.toBe('');
      await expect(page.locator(`[data-field="${key}"] dd`).innerText()).resolves.toContain(value);
    }
    expect(await page.title()).toContain(en('menu.user.info'));

    await page.getByRole('button', { name: en('web.locale.label') }).click();
    await page.getByRole('option', { name: '中文' }).click();
    await page.getByText(translate('zh-CN', 'web.locale.switched', { language: '中文' })).waitFor();
    expect(await readStorage(page, 'arco-locale')).toBe('zh-CN');
    await page.locator('.od-sider').getByText(translate('zh-CN', 'menu.user.info')).waitFor();

    await page.getByRole('button', { name: translate('zh-CN', 'navbar.account') }).click();
    await page.getByText(translate('zh-CN', 'navbar.logout')).click();
    await page.waitForURL(/\/login\?redirect=Info$/);
    expect(await readStorage(page, 'token')).toBeNull();
    await page.goto(`${server.url}/dashboard/workplace`);
    await page.waitForURL(/\/login\?redirect=Workplace$/);
    await page.close();
  });

  test('a user opening an admin-only URL lands on the first permitted route', async () => {
    const page = await freshPage();
    await signIn(page, USER);
    await page.waitForURL(/\/dashboard\/workplace$/);
    await page.goto(`${server.url}/dashboard/monitor`);
    await page.waitForURL(/\/dashboard\/workplace$/);
    expect((await profileOf(page)).role).toBe('user');
    await page.locator('.od-greeting').waitFor();
    // Signed in, / → /login forwards to the workplace.
    await page.goto(server.url);
    await page.waitForURL(/\/dashboard\/workplace$/);
    await page.close();
  });

  test('a permitted route without a screen, and an unknown path, show the not-found page', async () => {
    const page = await freshPage();
    await signIn(page, ADMIN);
    await page.waitForURL(/\/dashboard\/workplace$/);
    const unbuilt = allRoutes().find((r) => !r.built && r.roles.includes('*'))?.path ?? '/no/such/screen';
    for (const path of [unbuilt, '/no/such/page']) {
      await page.goto(`${server.url}${path}`);
      await page.getByText(en('exception.notFound'), { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.getByRole('button', { name: en('exception.back') }).click();
    await page.waitForURL(/\/dashboard\/workplace$/);
    await page.goto(`${server.url}/exception/403`);
    await page.getByText(en('exception.e403')).waitFor();
    await page.close();
  });

  test('a session revoked elsewhere sends the next page load back to login', async () => {
    const page = await freshPage();
    await signIn(page, USER);
    await page.waitForURL(/\/dashboard\/workplace$/);
    const token = await readStorage(page, 'token');
    // Off the console before the revocation (a static file of the origin keeps its storage): a
    // running console's own requests (the message box, the live feeds) answered "session gone"
    // navigate to /login themselves (spec §8), which aborted the page load below when they raced it.
    await page.goto(`${server.url}/favicon.svg`);
    const res = await fetch(`${server.apiUrl}/admin/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await page.goto(`${server.url}/user/info?tab=overview`);
    await page.waitForURL(/\/login\?redirect=Info&tab=overview$/);
    expect(await readStorage(page, 'token')).toBeNull();
    await page.locator('input[name="phone"]').waitFor();
    await page.close();
  });

  test('logging out from a list shows the success toast and no error toast', async () => {
    const page = await freshPage();
    await signIn(page, ADMIN);
    await page.waitForURL(/\/dashboard\/workplace$/);
    await page.goto(`${server.url}/member/list`);
    await page.locator('.od-data-table .od-rows td.od-cell').first().waitFor();
    await page.getByRole('button', { name: en('navbar.account') }).click();
    await page.getByText(en('navbar.logout')).click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByText(en('navbar.logoutSuccess')).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.bp6-toast.bp6-intent-danger').allInnerTexts()).toEqual([]);
    await page.close();
  });

  test('a signed-out /redirect/<path> keeps its target through the sign-in', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/redirect/user/info?tab=overview`);
    await page.waitForURL(/\/login\?redirect=Info&tab=overview$/);
    await signIn(page, ADMIN);
    await page.waitForURL(/\/user\/info\?tab=overview$/);
    await page.close();
  });

  test('a failed server-menu fetch keeps the catalogue menu with one error notice', async () => {
    // a page of its own: the failed loads it provokes are not page problems
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.route('**/api/dashboard/user/menu', (route) => route.abort());
    await resetStorage(page, {
      'arco-locale': 'en-US',
      'opsdeck-settings': JSON.stringify({ menuFromServer: true }),
    });
    // the settings are read when the console loads
    await page.reload();
    await page.locator('input[name="phone"]').waitFor();
    await signIn(page, ADMIN);
    await page.waitForURL(/\/dashboard\/workplace$/);
    // the workplace, not the not-found page, under the catalogue's menu
    await page.locator('.od-greeting').waitFor();
    const notice = page.locator('.bp6-toast').filter({ hasText: /The menu could not be loaded/ });
    await notice.waitFor();
    expect(
      await page
        .locator('.bp6-toast')
        .filter({ hasText: /Request Error/ })
        .count(),
    ).toBe(1);
    await page.locator('.od-sider').getByText(en('menu.dashboard.monitor')).waitFor();
    // the next navigation tries the menu again and, failing, still lets the operator through
    await page.goto(`${server.url}/user/info`);
    await page.locator('.od-user-info').waitFor();
    expect(page.url()).toMatch(/\/user\/info$/);
    await page.close();
  });

  test('no uncurated icon chunk was fetched and no page error was logged', () => {
    expect(iconChunks).toEqual([]);
    expect(problems).toEqual([]);
  });
});
