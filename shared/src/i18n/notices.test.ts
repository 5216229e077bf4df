import { describe, expect, test } from 'vitest';
import { DEFAULT_MEDIA_PARAMS } from '../schemas/media-params.js';
import { changesLine, NOTICE_CODES, noticeTexts } from './notices.js';

// A change's todo: each changed limit, switch or parameter with its label's key and its values,
// written in the reader's language when read (never 'coins 10000 → 20000' in one language).

const read = (summary: ReturnType<typeof changesLine>, kind: string, locale: 'en-US' | 'zh-CN') =>
  noticeTexts(NOTICE_CODES.todo, { id: 7, kind, summary }, locale);

describe('the todo of a change', () => {
  test('money limits and a switch', () => {
    const limits = changesLine({
      kind: 'policy_change',
      payload: { target: 'limits', changes: { coins: 20_000 } },
      before: { coins: 10_000 },
    });
    expect(limits).toEqual({
      key: 'changes',
      params: {},
      changes: [{ key: 'limit:coins', label: 'approvals.limits.coins', before: '10000', after: '20000' }],
    });
    expect(read(limits, 'policy_change', 'en-US')).toEqual({
      title: 'Approval #7 is waiting for you',
      subTitle: 'Money policy change',
      content: 'Coin threshold per member 10000 → 20000',
    });
    expect(read(limits, 'policy_change', 'zh-CN')?.content).toBe('每会员福币阈值 10000 → 20000');
    const off = changesLine({
      kind: 'policy_change',
      payload: { target: 'switch', id: 'approverTotp', enabled: false },
      before: { enabled: true },
    });
    expect(read(off, 'policy_change', 'en-US')?.content).toMatch(/ On → Off$/);
    expect(read(off, 'policy_change', 'zh-CN')?.content).toMatch(/ 开启 → 关闭$/);
  });

  test('media parameters by their labels; no change at all says what the request is about', () => {
    const next = structuredClone(DEFAULT_MEDIA_PARAMS);
    next.audio.encoding.rate = 192;
    const line = changesLine({ kind: 'media_params', payload: next, before: DEFAULT_MEDIA_PARAMS });
    expect(read(line, 'media_params', 'en-US')?.content).toBe('Audio encoding rate 128 → 192');
    expect(read(line, 'media_params', 'zh-CN')?.content).not.toMatch(/[A-Za-z]/);
    const none = changesLine({ kind: 'media_params', payload: next, before: next });
    expect(read(none, 'media_params', 'en-US')?.content).toBe('Media encoding parameters');
    expect(read(none, 'media_params', 'zh-CN')?.content).toBe('媒体编码参数');
  });

  test('media parameters in the form’s order, a select’s value as the form’s option reads', () => {
    const next = structuredClone(DEFAULT_MEDIA_PARAMS);
    next.audio.encoding.rate = 192;
    next.video.encoding.profile = 'main';
    next.video.mode = 'mode1';
    next.video.encoding.resolution = '1080*1920';
    const line = changesLine({ kind: 'media_params', payload: next, before: DEFAULT_MEDIA_PARAMS });
    expect(read(line, 'media_params', 'en-US')?.content).toBe(
      'Video match mode Custom → Mode 1 · Encoding resolution 720×1280 → 1080×1920 · Video encoding profile High → Main · Audio encoding rate 128 → 192',
    );
    expect(read(line, 'media_params', 'zh-CN')?.content).toBe(
      '视频匹配模式 自定义 → 模式1 · 编码分辨率 720×1280 → 1080×1920 · 视频编码 profile High → Main · 音频编码码率 128 → 192',
    );
    // stored in path order (as migration 093 rebuilt the to-dos), read in the form's order
    const pathOrder = {
      ...line,
      changes: [...(line.changes ?? [])].sort((a, b) => a.key.localeCompare(b.key)),
    };
    expect(pathOrder.changes?.[0]?.key).toBe('audio.encoding.rate');
    expect(read(pathOrder, 'media_params', 'en-US')).toEqual(read(line, 'media_params', 'en-US'));
    expect(read(pathOrder, 'media_params', 'zh-CN')).toEqual(read(line, 'media_params', 'zh-CN'));
  });

  test('a re-issue and a job: amounts and totals in thousands as the detail reads them; ids and counts as they are', () => {
    const reissue = {
      key: 'reissue' as const,
      params: { member: '10002345', nickname: 'Mia', amount: 20_000, unit: 'coins', reason: 'outage' },
    };
    const todo = (summary: unknown, locale: 'en-US' | 'zh-CN') =>
      noticeTexts(NOTICE_CODES.todo, { id: 12345, kind: 'reissue_coins', summary }, locale);
    expect(todo(reissue, 'en-US')?.content).toBe('10002345 Mia: +20,000 coins · outage');
    expect(todo(reissue, 'zh-CN')?.content).toBe('10002345 Mia：+20,000 福币 · outage');
    expect(todo(reissue, 'en-US')?.title).toBe('Approval #12345 is waiting for you');
    const job = {
      key: 'job' as const,
      params: { job: 1234, count: 1500, total: 75_000, unit: 'coins', filter: 'all', reason: 'outage' },
    };
    expect(todo(job, 'en-US')?.content).toBe('Job #1234: 1500 members, 75,000 coins · all · outage');
  });
});
