import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadResult } from '@opsdeck/shared/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  auditCount,
  type ContentApi,
  contentApi,
  dataOf,
  makeImage,
  multipartBody,
} from '../../testing/content-api.js';
import { SEED_WALLPAPER_ART } from './seed-art/content-art.js';
import { DESIGN_COVERS } from './seed-art/content-images.js';

let t: ContentApi;
const LIMIT = 200_000;
beforeAll(async () => {
  t = await contentApi({ UPLOAD_MAX_BYTES: LIMIT });
});
afterAll(() => t?.close());

function upload(
  file: { field?: string; filename: string; type: string; data: Buffer },
  opts: { token?: string | null; locale?: string } = {},
) {
  const { payload, headers } = multipartBody(file);
  const token = opts.token === undefined ? t.admin : opts.token;
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': opts.locale ?? 'en-US',
    },
  });
}

const uploadsDir = () => join(t.dataDir, 'uploads');
const files = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);

describe('POST /api/admin/uploads', () => {
  test.each(['png', 'jpeg', 'webp'] as const)(
    'a %s is stored by content hash with a thumbnail and served immutable',
    async (format) => {
      const data = await makeImage(format, 900, 1600, format.length);
      const audits = await auditCount(t, 'upload.create');
      const res = await upload(
        { filename: `photo.${format}`, type: `image/${format}`, data },
        { token: t.user },
      );
      const body = dataOf<UploadResult>(res);
      const ext = format === 'jpeg' ? 'jpg' : format;
      expect(body).toMatchObject({ width: 900, height: 1600, size: data.length, type: `image/${format}` });
      expect(body.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
      expect(body.thumbUrl).toBe(body.url.replace(`.${ext}`, '.thumb.webp'));
      expect(await auditCount(t, 'upload.create')).toBe(audits + 1);

      const served = await t.app.inject({ method: 'GET', url: body.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(data)).toBe(true);
      const thumb = await t.app.inject({ method: 'GET', url: body.thumbUrl });
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.width).toBe(480);
      const again = await t.app.inject({
        method: 'GET',
        url: body.url,
        headers: { 'if-none-match': served.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    },
  );

  test('the same bytes get the same name and are stored once', async () => {
    const data = await makeImage('png', 50, 50, 77);
    const a = dataOf<UploadResult>(await upload({ filename: 'a.png', type: 'image/png', data }));
    const before = files();
    const b = dataOf<UploadResult>(
      await upload({ filename: 'other-name.bin', type: 'application/octet-stream', data }),
    );
    expect(b.url).toBe(a.url);
    expect(files()).toEqual(before);
  });

  test('a text file named .png with type image/png is 415 and stores nothing', async () => {
    const before = files();
    const audits = await auditCount(t);
    const res = await upload({
      filename: 'evil.png',
      type: 'image/png',
      data: Buffer.from('hello, I am text\n'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, details: [{ field: 'file', rule: 'type' }] });
    expect(res.json().message).toBe(
      'Only PNG, JPEG or WebP images or MP4 or WebM videos can be uploaded; this file is text',
    );
    const gif = await upload(
      { filename: 'a.jpg', type: 'image/jpeg', data: Buffer.from('GIF89a\x01\x00\x01\x00') },
      { locale: 'zh-CN' },
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toContain('GIF');
    expect(files()).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  test('a file over UPLOAD_MAX_BYTES is 413 naming the limit and stores nothing', async () => {
    const before = files();
    const data = Buffer.concat([await makeImage('png', 10, 10, 3), Buffer.alloc(LIMIT + 10, 1)]);
    const res = await upload({ filename: 'big.png', type: 'image/png', data });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large: at most 195.3 KB may be uploaded');
    expect(res.json().details[0]).toMatchObject({ field: 'file', rule: 'maxSize' });
    expect(files()).toEqual(before);
  });

  test('a damaged image, a missing file field and a JSON body are 4xx', async () => {
    const png = await makeImage('png', 300, 300, 9);
    const cut = await upload({ filename: 'cut.png', type: 'image/png', data: png.subarray(0, 60) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().details[0]).toMatchObject({ field: 'file', rule: 'decode' });
    const wrongField = await upload({ field: 'image', filename: 'a.png', type: 'image/png', data: png });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().details[0]).toMatchObject({ field: 'file', rule: 'required' });
    const json = await t.call('POST', '/api/admin/uploads', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  test.each([
    ['no boundary', 'multipart/form-data', 'abc'],
    [
      'a wrong boundary',
      'multipart/form-data; boundary=zzz',
      '--yyy\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
    [
      'a truncated body',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    ],
    ['an empty body', 'multipart/form-data; boundary=zzz', ''],
  ])('a malformed multipart body (%s) is 400 and stores nothing', async (_name, contentType, payload) => {
    const before = files();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${t.admin}`,
        'accept-language': 'en-US',
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/multipart|image in the multipart field/);
    expect(files()).toEqual(before);
  });

  test('no token is 401', async () => {
    const res = await upload(
      { filename: 'a.png', type: 'image/png', data: await makeImage('png') },
      { token: null },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /uploads/<name>', () => {
  test('seed pictures and template covers are drawn on first request and kept', async () => {
    const art = SEED_WALLPAPER_ART[0]!;
    const res = await t.app.inject({ method: 'GET', url: art.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 540, height: 960, format: 'png' });
    expect(existsSync(join(uploadsDir(), art.name))).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: art.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const cover = await t.app.inject({ method: 'GET', url: DESIGN_COVERS[1]!.url });
    expect(cover.statusCode).toBe(200);
    expect((await sharp(cover.rawPayload).metadata()).height).toBe(640);
  });

  test('an image stored without a thumbnail gets one on its first request: a template cover', async () => {
    const cover = DESIGN_COVERS[2]!;
    const url = cover.url.replace(/\.png$/, '.thumb.webp');
    const thumb = await t.app.inject({ method: 'GET', url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    const full = await sharp((await t.app.inject({ method: 'GET', url: cover.url })).rawPayload).metadata();
    // at most 480 px wide, the cover's shape kept
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(Math.min(480, full.width ?? 0));
    expect(
      Math.abs((meta.height ?? 0) / (meta.width ?? 1) - (full.height ?? 0) / (full.width ?? 1)),
    ).toBeLessThan(0.01);
    expect(existsSync(join(uploadsDir(), cover.name.replace(/\.png$/, '.thumb.webp')))).toBe(true);
    // no image of that name: no thumbnail either
    const none = await t.app.inject({ method: 'GET', url: '/uploads/nothing-here-0000.thumb.webp' });
    expect(none.statusCode).toBe(404);
  });

  test('unknown or unsafe names are 404', async () => {
    for (const url of ['/uploads/nothing-here-0000.png', '/uploads/..%2Fpg%2FPG_VERSION', '/uploads/a.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('upload quota per operator', () => {
  test('beyond UPLOAD_QUOTA_PER_DAY the operator gets 429; another operator still uploads', async () => {
    const q = await contentApi({ UPLOAD_QUOTA_PER_DAY: 2 });
    try {
      const send = async (token: string, seed: number) => {
        const { payload, headers } = multipartBody({
          filename: 'a.png',
          type: 'image/png',
          data: await makeImage('png', 40, 40, seed),
        });
        return q.app.inject({
          method: 'POST',
          url: '/api/admin/uploads',
          payload,
          headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
        });
      };
      expect((await send(q.user, 1)).statusCode).toBe(200);
      expect((await send(q.user, 2)).statusCode).toBe(200);
      const refused = await send(q.user, 3);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Upload quota reached: at most 2 uploads per operator in 24 hours');
      expect((await send(q.admin, 4)).statusCode).toBe(200);
    } finally {
      await q.close();
    }
  });
});
