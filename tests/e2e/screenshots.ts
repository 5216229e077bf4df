/**
 * Screenshots of the console for a visual check (not part of the test run):
 *   npx tsx --conditions=@opsdeck/source tests/e2e/screenshots.ts [baseUrl] [outDir]
 * Without a baseUrl it builds nothing and starts the built server itself (needs `npm run build`).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type PageGlobals } from '../helpers/browser.js';
import { startServer } from '../helpers/start-server.js';

const [argUrl, outArg] = process.argv.slice(2);
const outDir = outArg ?? mkdtempSync(join(tmpdir(), 'opsdeck-shots-'));
mkdirSync(outDir, { recursive: true });

const server = argUrl ? undefined : await startServer();
const base = argUrl ?? server!.url;

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true, animations: 'disabled' });
  console.log(`${outDir}/${name}.png`);
}

async function session(locale: string, width: number, height: number, suffix: string, loginOnly: boolean) {
  const browser = await launchBrowser({ width, height });
  await browser.context.addInitScript(
    (l) => (globalThis as unknown as PageGlobals).localStorage.setItem('arco-locale', l),
    locale,
  );
  const page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log(`  [${m.type()}] ${m.text()}`);
  });
  await page.goto(`${base}/login`);
  await shoot(page, `login${suffix}`);
  if (!loginOnly) {
    await page.locator('input[name="phone"]').fill('13800000001');
    await page.locator('input[name="password"]').fill('Admin@123');
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL(/\/dashboard\/workplace/);
    // let the welcome toast go
    await page
      .locator('.bp6-toast')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => {});
    await shoot(page, `workplace${suffix}`);
    if (width < 992) {
      await page
        .getByRole('button', { name: /menu|菜单/i })
        .first()
        .click();
      await shoot(page, `drawer${suffix}`);
      await page.keyboard.press('Escape');
    } else {
      await page.locator('.od-avatar-button').click();
      await shoot(page, `avatar-menu${suffix}`);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${base}/user/info`);
    await page.locator('[data-field="phone"]').waitFor();
    await shoot(page, `user-info${suffix}`);
    await page.goto(`${base}/exception/404`);
    await shoot(page, `exception-404${suffix}`);
  }
  await browser.close();
}

const loginOnly = process.env.SHOTS_LOGIN_ONLY === '1';
try {
  await session('en-US', 1366, 820, '', loginOnly);
  await session('zh-CN', 1366, 820, '-zh', loginOnly);
  await session('en-US', 420, 860, '-mobile', loginOnly);
} finally {
  await server?.stop();
}
