import type { Message } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { callMock } from '../testing/call-api.ts';
import { mockApiForTests } from '../testing/mock-server.ts';

// The mock's todos of a policy change and a media parameter change, as the server writes them: a
// text code and its values (each changed limit, switch or parameter, labelled), read in the
// reader's language; never text in one language ('coins: 20000 → 30000').

const mock = mockApiForTests();

const todo = async (id: number, lang: 'en-US' | 'zh-CN'): Promise<Message | undefined> => {
  const world = mock.world();
  // the other admin reads the todo
  const reader = world.operators.find((o) => o.role === 'admin' && o.phone !== '13800000001')!;
  const res = await callMock(world, '/message/list', { headers: { 'accept-language': lang } }, reader);
  const list: Message[] = res.body.data;
  return list.find(
    (m) => m.title === (lang === 'en-US' ? `Approval #${id} is waiting for you` : `待审批 #${id}`),
  );
};

describe('todos of policy and media parameter changes in the reader’s language', () => {
  test('a raised coin limit', async () => {
    const before = mock.world().settings.thresholds.coins;
    const res = await callMock(mock.world(), '/admin/money-controls', {
      method: 'PUT',
      body: JSON.stringify({ coins: before + 5000 }),
    });
    expect(res.status).toBe(202);
    const id: number = res.body.data.approvalId;
    expect(await todo(id, 'en-US')).toMatchObject({
      subTitle: 'Money policy change',
      content: `Coin threshold per member ${before} → ${before + 5000}`,
    });
    expect(await todo(id, 'zh-CN')).toMatchObject({
      subTitle: '资金管控策略',
      content: `每会员福币阈值 ${before} → ${before + 5000}`,
    });
  });

  test('four eyes turned off', async () => {
    const res = await callMock(mock.world(), '/admin/automation/approvalThresholds', {
      method: 'PUT',
      body: JSON.stringify({ enabled: false }),
    });
    expect(res.status).toBe(202);
    const id: number = res.body.data.approvalId;
    expect((await todo(id, 'en-US'))?.content).toBe('Four eyes on large re-issues On → Off');
    expect((await todo(id, 'zh-CN'))?.content).toBe('大额补发四眼审批 开启 → 关闭');
  });

  test('a media frame rate', async () => {
    const current = mock.world().settings.media;
    const next = structuredClone(current);
    next.video.encoding.frameRate = current.video.encoding.frameRate === 30 ? 25 : 30;
    const res = await callMock(mock.world(), '/admin/media-params', {
      method: 'PUT',
      body: JSON.stringify(next),
    });
    expect(res.status).toBe(202);
    const id: number = res.body.data.approvalId;
    const [from, to] = [current.video.encoding.frameRate, next.video.encoding.frameRate];
    expect(await todo(id, 'en-US')).toMatchObject({
      subTitle: 'Media encoding parameters',
      content: `Encoding frame rate ${from} → ${to}`,
    });
    expect(await todo(id, 'zh-CN')).toMatchObject({ subTitle: '媒体编码参数' });
    expect((await todo(id, 'zh-CN'))?.content).toMatch(new RegExp(`^[^A-Za-z]+ ${from} → ${to}$`));
  });
});
