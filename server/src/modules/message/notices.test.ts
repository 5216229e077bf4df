import { describe, expect, test } from 'vitest';
import { activeMember } from '../../testing/members.js';
import { fourEyesApp } from '../../testing/suite.js';

// The server's notices (an approval's todo and decision) in the reader's language, never one
// string holding both ('待审批 Approval #1', '补发福币 coin re-issue').

const t = fourEyesApp();

type Message = { title: string; subTitle: string; content: string };
const inbox = async (token: string, lang: string): Promise<Message[]> => {
  const res = await t.inject('GET', '/message/list', token, undefined, { 'accept-language': lang });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const HAN = /[\u4e00-\u9fff]/u;

describe('approval notices in the reader’s language', () => {
  test('a todo for the admins, then the decision for the requester, in en-US and zh-CN', async () => {
    const m = await activeMember(t.database.db, 40);
    const held = await t.inject(
      'POST',
      '/admin/member/patch-coin',
      t.user,
      { memberId: m.id, coins: 15_000, reason: 'notice words' },
      { 'idempotency-key': 'notices-1' },
    );
    expect(held.statusCode).toBe(202);
    const id = held.json().data.approvalId as number;

    const todoZh = (await inbox(t.admin, 'zh-CN')).find((x) => x.title === `待审批 #${id}`);
    expect(todoZh).toMatchObject({ subTitle: '补发福币' });
    expect(todoZh?.content).toContain(`+15,000 福币 · notice words`);
    const todoEn = (await inbox(t.admin, 'en-US')).find(
      (x) => x.title === `Approval #${id} is waiting for you`,
    );
    expect(todoEn).toMatchObject({ subTitle: 'Coin re-issue' });
    expect(todoEn?.content).toContain('+15,000 coins · notice words');

    const rejected = await t.inject('POST', `/admin/approvals/${id}/reject`, t.admin2, {
      reason: 'too much',
    });
    expect(rejected.statusCode).toBe(200);
    const zh = (await inbox(t.user, 'zh-CN')).find((x) => x.title === `审批 #${id} 已驳回`);
    expect(zh).toEqual(expect.objectContaining({ subTitle: '补发福币', content: '审批人：韩宁 · too much' }));
    const en = (await inbox(t.user, 'en-US')).find((x) => x.title === `Approval #${id} rejected`);
    expect(en).toEqual(
      expect.objectContaining({ subTitle: 'Coin re-issue', content: 'By Han Ning · too much' }),
    );

    // no notice holds both languages, in either language (the seed's pending request's included)
    for (const token of [t.admin, t.user]) {
      for (const x of (await inbox(token, 'en-US')).filter((x) => /Approval #/.test(x.title))) {
        expect(`${x.title} ${x.subTitle}`).not.toMatch(HAN);
      }
      for (const x of (await inbox(token, 'zh-CN')).filter((x) => /审批/.test(x.title))) {
        expect(`${x.title} ${x.subTitle}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });
});

describe('todos of policy and media parameter changes in the reader’s language', () => {
  const todo = async (id: number, lang: string) =>
    (await inbox(t.admin2, lang)).find(
      (x) => x.title === (lang === 'en-US' ? `Approval #${id} is waiting for you` : `待审批 #${id}`),
    );

  test('each changed limit, switch or parameter, labelled in each language (never “coins 10000 → 20000”)', async () => {
    const limits = (await t.inject('GET', '/admin/money-controls', t.admin)).json().data.limits as {
      coins: number;
    };
    const raised = await t.inject('PUT', '/admin/money-controls', t.admin, { coins: limits.coins + 5000 });
    expect(raised.statusCode).toBe(202);
    const id = raised.json().data.approvalId as number;
    expect(await todo(id, 'en-US')).toMatchObject({
      subTitle: 'Money policy change',
      content: `Coin threshold per member ${limits.coins} → ${limits.coins + 5000}`,
    });
    expect(await todo(id, 'zh-CN')).toMatchObject({
      subTitle: '资金管控策略',
      content: `每会员福币阈值 ${limits.coins} → ${limits.coins + 5000}`,
    });

    const off = await t.inject('PUT', '/admin/automation/approvalThresholds', t.admin, { enabled: false });
    expect(off.statusCode).toBe(202);
    const offId = off.json().data.approvalId as number;
    expect((await todo(offId, 'en-US'))?.content).toBe('Four eyes on large re-issues On → Off');
    expect((await todo(offId, 'zh-CN'))?.content).toBe('大额补发四眼审批 开启 → 关闭');

    const current = (await t.inject('GET', '/admin/media-params', t.admin)).json().data.current;
    const next = structuredClone(current);
    next.video.encoding.frameRate = current.video.encoding.frameRate === 25 ? 24 : 25;
    const media = await t.inject('PUT', '/admin/media-params', t.admin, next);
    expect(media.statusCode).toBe(202);
    const mediaId = media.json().data.approvalId as number;
    const [from, to] = [current.video.encoding.frameRate, next.video.encoding.frameRate];
    expect(await todo(mediaId, 'en-US')).toMatchObject({
      subTitle: 'Media encoding parameters',
      content: `Encoding frame rate ${from} → ${to}`,
    });
    expect(await todo(mediaId, 'zh-CN')).toMatchObject({
      subTitle: '媒体编码参数',
      content: `编码帧率 ${from} → ${to}`,
    });
  });

  test('a media parameter change lists its parameters in the form’s order, select values in words', async () => {
    const current = (await t.inject('GET', '/admin/media-params', t.admin)).json().data.current;
    const next = structuredClone(current);
    // a video mode, the encoding frame rate and profile, the audio mode: the payload comes back from
    // jsonb with its keys shortest first ('mode' before 'encoding', 'audio' before 'video')
    next.video.mode = current.video.mode === 'mode1' ? 'mode2' : 'mode1';
    next.video.encoding.frameRate = current.video.encoding.frameRate === 20 ? 21 : 20;
    next.video.encoding.profile = current.video.encoding.profile === 'main' ? 'baseline' : 'main';
    next.audio.mode = current.audio.mode === 'mode2' ? 'custom' : 'mode2';
    const asked = await t.inject('PUT', '/admin/media-params', t.admin, next);
    expect(asked.statusCode).toBe(202);
    const id = asked.json().data.approvalId as number;
    const en = {
      custom: 'Custom',
      mode1: 'Mode 1',
      mode2: 'Mode 2',
      high: 'High',
      main: 'Main',
      baseline: 'Baseline',
    };
    const zh = {
      custom: '自定义',
      mode1: '模式1',
      mode2: '模式2',
      high: 'High',
      main: 'Main',
      baseline: 'Baseline',
    };
    const words = (w: Record<string, string>, v: string) => w[v] ?? v;
    const fps = `${current.video.encoding.frameRate} → ${next.video.encoding.frameRate}`;
    expect((await todo(id, 'en-US'))?.content).toBe(
      [
        `Video match mode ${words(en, current.video.mode)} → ${words(en, next.video.mode)}`,
        `Encoding frame rate ${fps}`,
        `Video encoding profile ${words(en, current.video.encoding.profile)} → ${words(en, next.video.encoding.profile)}`,
        `Audio match mode ${words(en, current.audio.mode)} → ${words(en, next.audio.mode)}`,
      ].join(' · '),
    );
    const zhContent = (await todo(id, 'zh-CN'))?.content;
    expect(zhContent).toBe(
      [
        `视频匹配模式 ${words(zh, current.video.mode)} → ${words(zh, next.video.mode)}`,
        `编码帧率 ${fps}`,
        `视频编码 profile ${words(zh, current.video.encoding.profile)} → ${words(zh, next.video.encoding.profile)}`,
        `音频匹配模式 ${words(zh, current.audio.mode)} → ${words(zh, next.audio.mode)}`,
      ].join(' · '),
    );
    expect(zhContent).not.toMatch(/custom|mode\d/);
  });
});
