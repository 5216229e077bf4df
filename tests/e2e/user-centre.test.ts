import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { keyboardReady, type PageGlobals, skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, button, en, signedIn, USER, useHarness } from './chrome-harness.js';

/** The user centre in Chromium: the settings tabs, the password change, signing in with the new one. */
describe.skipIf(skipBrowserSuite)('user centre in Chromium', () => {
  const h = useHarness();

  async function signIn(page: Page, phone: string, password: string) {
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password"]').press('Enter');
  }

  test('g s opens the settings; the security tab changes the password; the new one signs in', async () => {
    const page = await signedIn(h, USER);
    await page.locator('.od-main').waitFor();
    // the sign-in form may still hold the focus: the sequence works outside text fields only
    await page.evaluate(() =>
      (
        globalThis as unknown as { document: { activeElement: { blur?: () => void } | null } }
      ).document.activeElement?.blur?.(),
    );
    await keyboardReady(page);
    await page.keyboard.press('g');
    await page.getByTestId('sequence-hint').waitFor();
    await page.keyboard.press('s');
    await page.waitForURL(/\/user\/setting/);
    await page.getByRole('tab', { name: en('account.tabs.basic') }).waitFor();
    await expect.poll(() => page.locator('#profile-nickname').inputValue()).toBe('Xiao');

    await page.getByRole('tab', { name: en('account.tabs.security') }).click();
    await page.waitForURL(/tab=security/);
    await page.getByTestId('sessions-table').locator('tbody tr').first().waitFor();
    // a session's client reads by name ("Headless Chrome 156 · Linux"), its user agent on hover
    // (the raw "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KH…" was alike on every row)
    const client = page.getByTestId('sessions-table').locator('tbody tr td.od-account-client').first();
    expect(await client.innerText()).toMatch(/^Headless Chrome \d+ · \w+/);
    expect(await client.getAttribute('title')).toMatch(/^Mozilla\/5\.0 /);
    await page.getByTestId('change-password').click();
    const form = page.getByTestId('password-form');
    await form.waitFor();
    await page.locator('#old-password').fill(USER.password);

    // the hint follows the typing, part by part
    const met = (rule: string) =>
      page.locator(`#new-password-hint li[data-rule="${rule}"]`).getAttribute('data-met');
    await page.locator('#new-password').fill('abc');
    await expect.poll(() => met('lower')).toBe('true');
    expect(await met('upper')).toBe('false');
    expect(await met('length')).toBe('false');
    // the shared schema refuses it before anything is sent
    await page.locator('#confirm-password').fill('abc');
    await button(page, en('account.security.submitPassword')).click();
    await form.getByText(en('account.validation.passwordRule')).waitFor();

    const fresh = 'Fresh2Pass';
    await page.locator('#new-password').fill(fresh);
    await expect.poll(() => page.locator('#new-password-hint li[data-met="false"]').count()).toBe(0);
    await page.locator('#confirm-password').fill(fresh);
    await button(page, en('account.security.submitPassword')).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(en('account.security.passwordChanged', { count: 0 })).waitFor();

    // sign out from the avatar menu, then the old password fails and the new one works
    await page.getByRole('button', { name: en('navbar.account') }).click();
    const menu = page.getByRole('menu', { name: en('navbar.account') });
    await menu.getByRole('menuitem', { name: en('navbar.userSettings') }).waitFor();
    await menu.getByRole('menuitem', { name: en('navbar.logout') }).click();
    await page.waitForURL(/\/login/);
    await signIn(page, USER.phone, USER.password);
    await page.getByText(en('errors.wrongCredentials')).first().waitFor();
    await signIn(page, USER.phone, fresh);
    // back where the operator signed out (the login carries the way back)
    await page.waitForURL(/\/user\/setting/);
    await page.getByRole('tab', { name: en('account.tabs.security') }).waitFor();
    await page.close();
    // (the refused sign-in answers 400; a call still in flight when signing out may answer 401)
    expect(h.problems.filter((p) => !/status of 40[01] /.test(p))).toEqual([]);
  });

  test('basic information: a bad email is named at its field; a saved name shows in the navbar at once', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto(`${h.server.url}/user/setting?tab=basic`);
    const form = page.getByTestId('profile-form');
    await expect.poll(() => page.locator('#profile-nickname').inputValue()).toBe('Qiao');
    await page.locator('#profile-email').fill('not-an-email');
    await button(page, en('account.setting.save')).click();
    await form.getByText(en('account.validation.emailFormat')).waitFor();
    await page.locator('#profile-email').fill('lin@opsdeck.dev');
    await page.locator('#profile-name').fill('Lin Q. Renamed');
    await button(page, en('account.setting.save')).click();
    await page.getByText(en('account.setting.saved')).waitFor();
    await page.locator('.od-avatar-name', { hasText: 'Lin Q. Renamed' }).waitFor();
    // and it is what the server keeps
    await page.reload();
    await expect.poll(() => page.locator('#profile-email').inputValue()).toBe('lin@opsdeck.dev');
    await page.close();
  });

  test('the settings form gives its inputs the row beside one label column: the website address is not cut, at 1280 and 1440 px', async () => {
    const page = await signedIn(h, ADMIN);
    const seen = h.problems.length;
    await page.goto(`${h.server.url}/user/setting?tab=basic`);
    await expect.poll(() => page.locator('#profile-personalWebsite').inputValue()).toMatch(/^https:/);
    type Box = { left: number; width: number };
    type Control = {
      getBoundingClientRect(): Box;
      scrollWidth: number;
      clientWidth: number;
      id: string;
    };
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 720 });
      const controls = await page
        .getByTestId('profile-form')
        .locator('.bp6-form-content > :is(.bp6-input-group, .bp6-html-select) :is(input, select)')
        .evaluateAll((els) =>
          els.map((e) => {
            const c = e as unknown as Control;
            const r = c.getBoundingClientRect();
            return { id: c.id, left: Math.round(r.left), width: r.width, cut: c.scrollWidth > c.clientWidth };
          }),
        );
      // phone, name, nickname, email, country, area, address, location, website
      expect(controls.map((c) => c.id)).toHaveLength(9);
      expect(new Set(controls.map((c) => c.left)).size, `one column at ${width}`).toBe(1);
      for (const c of controls) {
        expect(c.width, `${c.id} at ${width}`).toBeGreaterThanOrEqual(400);
        expect(c.cut, `${c.id} cut at ${width}`).toBe(false);
      }
    }
    await page.close();
    expect(h.problems.slice(seen)).toEqual([]);
  });

  test('/user/info and /user/setting show names, never the job, organization or location keys, each in the console language', async () => {
    const page = await signedIn(h, ADMIN);
    const seen = h.problems.length;
    const names = {
      'en-US': { job: 'Head of Operations', place: 'Hangzhou' },
      'zh-CN': { job: '运营负责人', place: '杭州' },
    } as const;
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await page.evaluate(
        (l) => (globalThis as unknown as PageGlobals).localStorage.setItem('arco-locale', l),
        locale,
      );
      await page.goto(`${h.server.url}/user/info`);
      const fields = page.locator('.od-profile-fields');
      await fields.getByText(names[locale].job, { exact: true }).waitFor();
      const text = await page.locator('main').innerText();
      for (const code of ['operations', 'content-ops', 'hangzhou'])
        expect(text).not.toMatch(new RegExp(`(^|\\s)${code}($|\\s)`));
      // one language's name, not both in one string
      expect(text).not.toContain('运营负责人 Head of Operations');
      expect(await fields.getByText(names[locale].place, { exact: true }).count()).toBeGreaterThan(0);
      // the team's cards share the width evenly (the first was squeezed into the overview's narrow column)
      await page.goto(`${h.server.url}/user/info?tab=team`);
      const cards = page.getByTestId('team').locator('.od-info-card');
      await cards.first().waitFor();
      const widths = await cards.evaluateAll((els) =>
        els.map(
          (e) =>
            (e as unknown as { getBoundingClientRect(): { width: number } }).getBoundingClientRect().width,
        ),
      );
      expect(widths.length).toBeGreaterThan(1);
      for (const w of widths) expect(w).toBeGreaterThanOrEqual(320);
      await page.goto(`${h.server.url}/user/setting?tab=basic`);
      await expect.poll(() => page.locator('#profile-location').inputValue()).toBe(names[locale].place);
    }
    await page.close();
    // (the earlier tests' refused saves are theirs)
    expect(h.problems.slice(seen)).toEqual([]);
  });
});
