import type { MonitorEvent, MonitorStatus } from '@opsdeck/shared/schemas';
import { render } from 'ink-testing-library';
import { describe, expect, test, vi } from 'vitest';
import { createTranslator } from '../i18n-bundled.js';
import { keyTyper } from '../testing/ink-keys.js';
import { monitorEvents } from '../testing/monitor-events.js';
import { WAIT_FOR } from '../testing/wait.js';
import { type MonitorFeed, MonitorScreen } from './monitor-screen.js';

const status: MonitorStatus = {
  version: '1.0.0',
  uptimeSeconds: 60,
  db: 'pglite',
  requestsPerMinute: 12,
  errorRate: 0,
  p95Ms: 40,
  openConnections: 1,
  streams: 1,
  reissuedCoins24h: 50,
  reissues24h: 2,
};

function setup(
  columns: number,
  events: MonitorEvent[] = monitorEvents,
  locale: 'en-US' | 'zh-CN' = 'en-US',
  figures: MonitorStatus = status,
) {
  const onQuit = vi.fn();
  const feed: MonitorFeed = {
    subscribe: (on) => on.state('live'),
    status: async () => figures,
    recent: async () => events,
  };
  const view = render(
    <MonitorScreen
      t={createTranslator(locale)}
      locale={locale}
      feed={feed}
      color={false}
      rows={30}
      columns={columns}
      onQuit={onQuit}
    />,
  );
  return { ...view, type: keyTyper(view.stdin), onQuit };
}

describe('the live monitor screen', () => {
  test.each([100, 60])('at %i columns the activity is a table under its header', async (columns) => {
    const { lastFrame, unmount } = setup(columns);
    await vi.waitFor(() => expect(lastFrame()).toContain('Re-issued VIP days to a member'), WAIT_FOR);
    const lines = (lastFrame() ?? '').split('\n');
    const header = lines.find((l) => l.startsWith('TIME (UTC+8)')) ?? '';
    // what was done is whole at both widths; at 60 the order number gives it the room
    const whatAt = header.indexOf('WHAT');
    expect(whatAt).toBeGreaterThan(0);
    for (const what of ['Re-issued coins to a member', 'Re-issued VIP days to a member'])
      expect(lines.find((l) => l.includes(what))?.indexOf(what)).toBe(whatAt);
    const orderAt = header.indexOf('ORDER');
    if (columns >= 100) {
      expect(orderAt).toBeGreaterThan(0);
      for (const no of ['PAT20261128000123', 'PAT20261128000124'])
        expect(lines.find((l) => l.includes(no))?.indexOf(no)).toBe(orderAt);
    } else expect(orderAt).toBe(-1);
    // the activity fits (the test renderer is 100 wide, so the figures above wrap at 100 here)
    const activity = lines.slice(lines.indexOf(header), lines.indexOf(header) + 4);
    expect(activity.filter((l) => l.length > columns)).toEqual([]);
    unmount();
  });

  test('zh-CN: the figures and the keys are punctuated in Chinese, full-width', async () => {
    const { lastFrame, type, unmount } = setup(100, monitorEvents, 'zh-CN');
    await vi.waitFor(() => expect(lastFrame()).toContain('服务器版本：1.0.0'), WAIT_FOR);
    expect(lastFrame()).toContain('每分钟请求数（5 分钟）：12');
    expect(lastFrame()).not.toMatch(/[\u4e00-\u9fff]: /u);
    await type('?');
    await vi.waitFor(() => expect(lastFrame()).toContain('退出（Ctrl+C 亦可）'), WAIT_FOR);
    unmount();
  });

  test.each([
    ['en-US', 'pglite', 'Database: PGlite'],
    ['en-US', 'postgres', 'Database: PostgreSQL'],
    ['zh-CN', 'pglite', '数据库：PGlite'],
  ] as const)('%s: the database %s is shown by its name', async (locale, db, shown) => {
    const busy = { ...status, db, requestsPerMinute: 12_345, openConnections: 1_200 };
    const { lastFrame, unmount } = setup(100, monitorEvents, locale, busy);
    await vi.waitFor(() => expect(lastFrame()).toContain(shown), WAIT_FOR);
    expect(lastFrame()).not.toContain(db);
    // the other counts are grouped as every CLI number is
    expect(lastFrame()).toContain('12,345');
    expect(lastFrame()).toContain('1,200');
    unmount();
  });

  test('? shows the keys in place of the activity, ? or Esc goes back, q quits', async () => {
    const { lastFrame, type, onQuit, unmount } = setup(100);
    await vi.waitFor(() => expect(lastFrame()).toContain('? help'), WAIT_FOR);
    await type('?');
    await vi.waitFor(() => expect(lastFrame()).toContain('Keys'), WAIT_FOR);
    expect(lastFrame()).toMatch(/^q +quit/m);
    expect(lastFrame()).toMatch(/^p +pause or resume/m);
    expect(lastFrame()).toMatch(/^\/ +show the next kind: All kinds → Re-issue/m);
    expect(lastFrame()).not.toContain('PAT20261128000123');
    await type('\u001b');
    await vi.waitFor(() => expect(lastFrame()).toContain('PAT20261128000123'), WAIT_FOR);
    expect(onQuit).not.toHaveBeenCalled();
    await type('?', '?');
    await vi.waitFor(() => expect(lastFrame()).toContain('PAT20261128000123'), WAIT_FOR);
    await type('q');
    await vi.waitFor(() => expect(onQuit).toHaveBeenCalledTimes(1), WAIT_FOR);
    unmount();
  });
});

describe('the live monitor screen’s stream state', () => {
  test.each(['en-US', 'zh-CN'] as const)(
    'in %s the connected state beside the title does not repeat it (实时监控 read 实时 beside it)',
    async (locale) => {
      const t = createTranslator(locale);
      const { lastFrame, unmount } = setup(100, monitorEvents, locale);
      const live = t('monitor.activity.state.live');
      await vi.waitFor(() => expect(lastFrame()?.split('\n')[0]).toContain(live), WAIT_FOR);
      expect(t('monitor.title')).not.toContain(live);
      // the web console shows the same tag beside its activity panel's title ("Live activity · Live"
      // is the usual live badge in English; 实时动态 · 实时 reads twice)
      if (locale === 'zh-CN') expect(t('monitor.activity.title')).not.toContain(live);
      unmount();
    },
  );

  test('reads Connecting… until the first connection, Reconnecting… only after a drop', async () => {
    let setState: (s: 'live' | 'reconnecting') => void = () => {};
    const feed: MonitorFeed = {
      subscribe: (on) => {
        setState = on.state;
      },
      status: async () => status,
      recent: async () => monitorEvents,
    };
    const view = render(
      <MonitorScreen
        t={createTranslator('en-US')}
        locale="en-US"
        feed={feed}
        color={false}
        rows={30}
        columns={100}
        onQuit={() => {}}
      />,
    );
    await vi.waitFor(() => expect(view.lastFrame()?.split('\n')[0]).toContain('Connecting…'), WAIT_FOR);
    expect(view.lastFrame()).not.toContain('Reconnecting');
    setState('live');
    await vi.waitFor(() => expect(view.lastFrame()?.split('\n')[0]).toContain('Live'), WAIT_FOR);
    setState('reconnecting');
    await vi.waitFor(() => expect(view.lastFrame()?.split('\n')[0]).toContain('Reconnecting…'), WAIT_FOR);
    view.unmount();
  });
});
