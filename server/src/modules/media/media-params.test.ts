import { DEFAULT_MEDIA_PARAMS } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { fourEyesApp } from '../../testing/suite.js';

const t = fourEyesApp();

function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, body?: unknown, locale = 'en-US') {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const changed = (over: (p: typeof DEFAULT_MEDIA_PARAMS) => void) => {
  const p = structuredClone(DEFAULT_MEDIA_PARAMS);
  over(p);
  return p;
};

describe('media encoding parameters', () => {
  test('bounds: frame rates 1..30, rates 150..1800 with min ≤ default ≤ max, description ≤ 200 words', async () => {
    const fps = await call(
      'PUT',
      '/admin/media-params',
      t.admin,
      changed((p) => (p.video.encoding.frameRate = 31)),
    );
    expect(fps.statusCode).toBe(400);
    expect(fps.json().details[0]).toMatchObject({ field: 'video.encoding.frameRate', rule: 'max' });
    // a refused parameter is named as the form labels it, in the caller's language (not "frameRate")
    expect(fps.json().message).toBe('Encoding frame rate must be at most 30');
    const named = await call(
      'PUT',
      '/admin/media-params',
      t.admin,
      changed((p) => {
        p.video.acquisition.frameRate = 0;
        p.video.encoding.rate.max = 1900;
        p.audio.encoding.rate = 10;
      }),
      'zh-CN',
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().details.map((d: { field: string; message: string }) => [d.field, d.message])).toEqual(
      [
        ['video.acquisition.frameRate', '采集帧率不能小于 1'],
        ['video.encoding.rate.max', '编码码率最大值不能大于 1,800'],
        ['audio.encoding.rate', '音频编码码率不能小于 32'],
      ],
    );
    const low = await call(
      'PUT',
      '/admin/media-params',
      t.admin,
      changed((p) => (p.video.encoding.rate.min = 100)),
    );
    expect(low.statusCode).toBe(400);
    const order = await call(
      'PUT',
      '/admin/media-params',
      t.admin,
      changed((p) => (p.video.encoding.rate = { min: 900, max: 1500, default: 800 })),
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().details[0]).toMatchObject({
      field: 'video.encoding.rate.default',
      message: 'Encoding min rate must not be above the encoding default rate',
    });
    const zh = await call(
      'PUT',
      '/admin/media-params',
      t.admin,
      changed((p) => (p.video.encoding.rate = { min: 300, max: 700, default: 800 })),
      'zh-CN',
    );
    expect(zh.json().details[0].message).toBe('编码码率默认值不能高于编码码率最大值');
    const words = await call(
      'PUT',
      '/admin/media-params',
      t.admin,
      changed((p) => (p.description = Array(201).fill('word').join(' '))),
    );
    expect(words.statusCode).toBe(400);
    expect(words.json().details[0]).toMatchObject({ field: 'description' });
    expect((await call('PUT', '/admin/media-params', t.admin, DEFAULT_MEDIA_PARAMS)).statusCode).toBe(400);
    expect(
      (
        await call(
          'PUT',
          '/admin/media-params',
          t.user,
          changed((p) => (p.video.encoding.frameRate = 24)),
        )
      ).statusCode,
    ).toBe(403);
  });

  test('a change waits for a second admin, then applies; the process shows old and new values', async () => {
    const next = changed((p) => {
      p.video.encoding.frameRate = 24;
      p.description = '春节专题 higher frame rate';
    });
    const res = await call('PUT', '/admin/media-params', t.admin, next);
    expect(res.statusCode).toBe(202);
    const { approvalId } = res.json().data;
    const state = (await call('GET', '/admin/media-params', t.user)).json().data;
    expect(state.current.video.encoding.frameRate).toBe(15);
    expect(state.pendingApprovalId).toBe(approvalId);
    expect((await call('POST', `/admin/approvals/${approvalId}/approve`, t.admin)).statusCode).toBe(403);
    const ok = await call('POST', `/admin/approvals/${approvalId}/approve`, t.admin2);
    expect(ok.statusCode).toBe(200);
    const after = (await call('GET', '/admin/media-params', t.user)).json().data;
    expect(after.current.video.encoding.frameRate).toBe(24);
    expect(after.pendingApprovalId).toBeNull();
    const detail = (await call('GET', `/admin/approvals/${approvalId}`, t.admin)).json().data;
    expect(detail.before.video.encoding.frameRate).toBe(15);
    expect(detail.payload.video.encoding.frameRate).toBe(24);
    expect(detail.log.map((r: { action: string }) => r.action)).toEqual([
      'approval.request',
      'media.paramsChange',
      'approval.approve',
    ]);
  });
});
