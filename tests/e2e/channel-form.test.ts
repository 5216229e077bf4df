import type { ChannelList, Page as ListPage, MemberRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { type AllowFailures, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';
import { apiGet, LIST_CONSOLE, listReady } from './lists-support.js';

const field = (name: string) => en(`fields.${name}`);
const helperOf = (page: Page, id: string) =>
  page.locator(`.bp6-form-group:has(#channel-${id}) .bp6-form-helper-text`);
const focusedId = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement
        ?.id ?? '',
  );

/** The promotion channel form, from an empty submit to the success page, and its failure path. */
describe.skipIf(skipBrowserSuite)('channel step form in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];
  const name = `Spring${Date.now() % 100000}`;

  let allowFailures: AllowFailures = () => {};
  useConsole(problems, LIST_CONSOLE, (opened) => ({ server, page, allowFailures } = opened));

  test('empty Enter shows the errors and focuses the first; the keyboard then walks to /result/success', {
    timeout: 120_000,
  }, async () => {
    await page.goto(`${server.url}/form/step`);
    const activity = page.locator('#channel-activityName');
    await expect.poll(() => focusedId(page)).toBe('channel-activityName');

    // Step 1, nothing typed: Enter reports every required field and keeps the focus on the first.
    await activity.press('Enter');
    await expect
      .poll(() => helperOf(page, 'activityName').innerText())
      .toBe(en('validation.required', { field: field('activityName') }));
    expect(await helperOf(page, 'channelType').innerText()).toBe(
      en('validation.required', { field: field('channelType') }),
    );
    expect(await helperOf(page, 'promoteLink').innerText()).toBe(
      en('validation.required', { field: field('promoteLink') }),
    );
    expect(await focusedId(page)).toBe('channel-activityName');

    // A bad link is named, and its field takes the focus.
    await activity.fill(name);
    await page.locator('#channel-channelType').selectOption('app');
    await page.locator('#channel-promotionTime').fill('03/01/2026');
    await page.locator('#channel-promotionTo').fill('03/31/2026');
    await page.locator('#channel-promoteLink').fill('example.com/spring');
    await activity.press('Enter');
    await expect
      .poll(() => helperOf(page, 'promoteLink').innerText())
      .toBe(en('channels.validation.promoteLink', { field: field('promoteLink') }));
    await expect.poll(() => focusedId(page)).toBe('channel-promoteLink');
    await page.locator('#channel-promoteLink').fill('https://example.com/spring');
    await page.locator('#channel-promoteLink').press('Enter');

    // Step 2, empty: the errors, the focus on advertising source.
    const source = page.locator('#channel-advertisingSource');
    await source.waitFor();
    await expect.poll(() => focusedId(page)).toBe('channel-advertisingSource');
    await source.press('Enter');
    await expect
      .poll(() => helperOf(page, 'advertisingSource').innerText())
      .toBe(en('validation.required', { field: field('advertisingSource') }));
    expect(await helperOf(page, 'keyword').innerText()).toBe(
      en('validation.required', { field: field('keyword') }),
    );
    await source.fill('Sohu');
    await page.locator('#channel-advertisingMedia').fill('CPC');
    await page.locator('#channel-keyword').focus();
    await page.keyboard.press('Space');
    await page.locator('#channel-advertisingContent').fill('Spring wallpapers, free for a week.');

    // Previous keeps the values; Enter (in the text area) goes on to the check step.
    await page.getByRole('button', { name: en('channels.actions.prev') }).click();
    expect(await page.locator('#channel-promoteLink').inputValue()).toBe('https://example.com/spring');
    await page.locator('#channel-promoteLink').press('Enter');
    await page.locator('#channel-advertisingContent').press('Enter');
    await page.locator('#channel-review:focus').waitFor(); // the check step holds the focus: Enter submits
    expect(await page.locator('[data-testid="channel-review"]').innerText()).toContain(name);
    // The check step has the focus (the Enter that got here must not press Submit); Enter submits.
    await expect.poll(() => focusedId(page)).toBe('channel-review');
    expect(await page.getByTestId('channel-next').innerText()).toBe(en('channels.actions.submit'));
    expect(page.url()).toMatch(/\/form\/step$/);

    // Enter submits: the success page names the channel and shows what was submitted.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\/success$/);
    const channels = await apiGet<ChannelList>(server, page, '/admin/channels');
    const created = channels.list.find((c) => c.name === name);
    expect(created).toMatchObject({
      channelType: 'app',
      promoteLink: 'https://example.com/spring',
      keywords: ['toutiao'],
    });
    expect(await page.locator('.od-result-success').innerText()).toContain(en('result.success.title'));
    expect(await page.locator('.od-result-success').innerText()).toContain(
      en('channels.summaryTitle', { name, code: created?.code }),
    );
    const lines = await page.locator('[data-testid="result-lines"]').innerText();
    for (const text of [name, 'https://example.com/spring', 'Sohu', 'CPC', en('channels.keyword.toutiao')])
      expect(lines).toContain(text);

    // The member list offers the new channel in its filter.
    const members = await apiGet<ListPage<MemberRow>>(
      server,
      page,
      `/admin/members?channel=${created?.code}`,
    );
    expect(members.total).toBe(0);
    await page.getByRole('button', { name: en('menu.member.list') }).click();
    await page.waitForURL(
      (url) => url.pathname === '/member/list' && url.searchParams.get('channel') === created?.code,
    );
    await listReady(page);
    await expect.poll(() => page.locator('button[name="channel"]').innerText()).toContain(name);

    // "Create another" starts an empty form.
    await page.goBack();
    await page.getByRole('button', { name: en('channels.actions.again') }).click();
    await page.waitForURL(/\/form\/step$/);
    expect(await page.locator('#channel-activityName').inputValue()).toBe('');
  });

  test('opened from the monitor, the result page offers the way back to it', {
    timeout: 120_000,
  }, async () => {
    await page.goto(`${server.url}/dashboard/monitor`);
    await page.locator('h1, h2, h3, h4').first().waitFor();
    await keyboardReady(page);
    await page.keyboard.press('Control+k');
    await page.locator('.od-palette [cmdk-input]').waitFor();
    await page.keyboard.type('/form/step');
    await expect
      .poll(() => page.locator('.od-palette [cmdk-item][data-selected="true"]').innerText())
      .toContain(en('menu.form.step'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/form\/step$/);
    await page.locator('#channel-activityName').fill(`${name}m`);
    await page.locator('#channel-channelType').selectOption('web');
    await page.locator('#channel-promotionTime').fill('05/01/2026');
    await page.locator('#channel-promotionTo').fill('05/02/2026');
    await page.locator('#channel-promoteLink').fill('https://example.com/m');
    await page.locator('#channel-promoteLink').press('Enter');
    await page.locator('#channel-advertisingSource').fill('Sina');
    await page.locator('#channel-advertisingMedia').fill('Banner');
    await page.locator('#channel-keyword-huoshan').focus();
    await page.keyboard.press('Space');
    await page.locator('#channel-advertisingContent').fill('Back to the monitor.');
    await page.locator('#channel-advertisingContent').press('Enter');
    await page.locator('#channel-review:focus').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\/success$/);
    const back = page.getByRole('button', {
      name: en('result.backTo', { page: en('menu.dashboard.monitor') }),
    });
    await back.waitFor();
    await back.click();
    await page.waitForURL(/\/dashboard\/monitor$/);
  });

  test('the result pages without a submission explain themselves; Esc leaves the form', async () => {
    for (const path of ['/result/success', '/result/error']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('[data-testid="result-empty-link"]').waitFor();
      expect(await page.locator('.bp6-non-ideal-state').innerText()).toContain(en('result.empty.title'));
    }
    await page.locator('[data-testid="result-empty-link"]').click();
    await page.waitForURL(/\/form\/step$/);
    // Esc cancels the form: back to where it was opened from.
    await page.locator('#channel-activityName').press('Escape');
    await page.waitForURL(/\/result\/error$/);
  });

  test('a submit the server cannot answer opens /result/error; return for correction brings the draft back', {
    timeout: 120_000,
  }, async () => {
    await page.goto(`${server.url}/form/step`);
    await page.locator('#channel-activityName').fill(`${name}x`);
    await page.locator('#channel-channelType').selectOption('web');
    await page.locator('#channel-promotionTime').fill('04/01/2026');
    await page.locator('#channel-promotionTo').fill('04/02/2026');
    await page.locator('#channel-promoteLink').fill('http://example.com');
    await page.locator('#channel-promoteLink').press('Enter');
    await page.locator('#channel-advertisingSource').fill('Sina');
    await page.locator('#channel-advertisingMedia').fill('Banner');
    await page.locator('#channel-keyword-huoshan').focus();
    await page.keyboard.press('Space');
    await page.locator('#channel-advertisingContent').fill('Last call.');
    await page.locator('#channel-advertisingContent').press('Enter');
    await page.locator('#channel-review:focus').waitFor(); // the check step holds the focus: Enter submits
    // the server goes away the way it does when its operator stops it: what it was answering is
    // answered, then nothing listens (its address fails from now on, on purpose)
    allowFailures(server.url);
    await server.shutdown();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\/error$/).catch(async (error: unknown) => {
      // where the console went instead, for the failure message
      const focused = await page.evaluate(() =>
        (
          globalThis as unknown as { document: { activeElement: { outerHTML: string } | null } }
        ).document.activeElement?.outerHTML.slice(0, 200),
      );
      throw new Error(`${String(error)}\nat ${page.url()}, focus on ${focused}`);
    });
    const result = await page.locator('.od-result-error').innerText();
    expect(result).toContain(en('result.error.title'));
    expect(result).toContain(en('result.error.subtitle'));
    expect(await page.locator('[data-testid="result-details"]').innerText()).toContain(
      en('result.error.registration'),
    );
    expect(await page.locator('[data-testid="result-lines"]').innerText()).toContain(`${name}x`);
    await page.getByRole('button', { name: en('result.error.correct') }).click();
    await page.waitForURL(/\/form\/step$/);
    expect(await page.locator('#channel-activityName').inputValue()).toBe(`${name}x`);
    expect(await page.locator('#channel-promoteLink').inputValue()).toBe('http://example.com');
  });

  test('no page error was logged', () => {
    // the stopped server's failed loads are named above; any other failed load is a problem
    expect(problems).toEqual([]);
  });
});
