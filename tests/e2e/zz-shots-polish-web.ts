/** Temporary (not committed): screenshots of given routes, both themes and languages. */
import { join } from 'node:path';
import { launchBrowser, type PageGlobals } from '../helpers/browser.js';
import { startServer } from '../helpers/start-server.js';

const outDir = process.env.SHOTS ?? '/tmp/pw/shots';
const width = Number(process.env.W ?? 1440);
const routes = (process.env.ROUTES ?? '/topic/list').split(',');
const combos = (process.env.COMBOS ?? 'en-US:light,zh-CN:dark').split(',');
const server = process.env.BASE ? { url: process.env.BASE, stop: async () => {} } : await startServer();
try {
  for (const combo of combos) {
    const [locale, theme] = combo.split(':') as [string, string];
    const browser = await launchBrowser({ width, height: 900 });
    await browser.context.addInitScript(
      ([l, th]) => {
        const g = globalThis as unknown as PageGlobals;
        g.localStorage.setItem('arco-locale', l as string);
        g.localStorage.setItem('opsdeck-settings', JSON.stringify({ theme: th }));
      },
      [locale, theme],
    );
    const page = await browser.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') console.log(`  [${m.type()}] ${m.text()}`);
    });
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="phone"]').fill('13800000001');
    await page.locator('input[name="password"]').fill('Admin@123');
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL(/\/dashboard\/workplace/);
    for (const route of routes) {
      await page.goto(`${server.url}${route}`);
      await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => {});
      await page.waitForTimeout(800);
      const name = `${route.replace(/[/?=&]+/g, '_')}-${locale}-${theme}-${width}`;
      await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: false, animations: 'disabled' });
      console.log(join(outDir, `${name}.png`));
    }
    await browser.close();
  }
} finally {
  await server.stop?.();
}
