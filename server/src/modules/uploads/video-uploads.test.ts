import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MEDIA_PARAMS, type VideoUploadResult } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { type ContentApi, contentApi, dataOf, multipartBody } from '../../testing/content-api.js';

let t: ContentApi;
let admin2: string;
const VIDEO_LIMIT = 100_000;

beforeAll(async () => {
  t = await contentApi({ UPLOAD_VIDEO_MAX_BYTES: VIDEO_LIMIT });
  admin2 = await t.login('admin', 1);
});
afterAll(() => t?.close());

/** An ISO box: 32-bit size, type, body. */
function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A minimal MP4: ftyp (brand `brand`), a movie box and `payload` bytes of media data. */
function mp4(payload = 256, brand = 'isom', seed = 1): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from('isomavc1')]),
  );
  const moov = box('moov', box('mvhd', Buffer.alloc(100, seed)));
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(payload, seed))]);
}

/** A minimal WebM: an EBML header with DocType `docType`, then a Segment with some bytes. */
function webm(docType = 'webm', seed = 2): Buffer {
  const doc = Buffer.concat([
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType, 'latin1'),
  ]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | doc.length]), doc]);
  const body = Buffer.alloc(64, seed);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80 | body.length]), body]);
}

function upload(data: Buffer, filename = 'clip.mp4', type = 'video/mp4') {
  const { payload, headers } = multipartBody({ filename, type, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { ...headers, authorization: `Bearer ${t.user}`, 'accept-language': 'en-US' },
  });
}

const files = () => {
  const dir = join(t.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const profileOf = async (id: number) => {
  const [row] = await queryRows<{ encoding: unknown; type: string }>(
    t.database.db,
    sql`SELECT encoding, type FROM uploads WHERE id = ${id}`,
  );
  return row;
};

describe('video wallpaper uploads', () => {
  test('an MP4 is stored as it is with the encoding profile of the approved media parameters', async () => {
    const data = mp4();
    const body = dataOf<VideoUploadResult>(await upload(data));
    const enc = DEFAULT_MEDIA_PARAMS.video.encoding;
    expect(body).toMatchObject({
      type: 'video/mp4',
      size: data.length,
      encoding: {
        video: { frameRate: enc.frameRate, bitrateKbps: enc.rate, resolution: enc.resolution },
        audio: { bitrateKbps: DEFAULT_MEDIA_PARAMS.audio.encoding.rate },
        transcoded: false,
      },
    });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);
    expect(await profileOf(body.uploadId)).toEqual({ encoding: body.encoding, type: 'video/mp4' });
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  test('a media parameter change applies to uploads only once a second admin approved it', async () => {
    const next = structuredClone(DEFAULT_MEDIA_PARAMS);
    next.video.encoding.frameRate = 24;
    next.video.encoding.rate = { min: 400, default: 900, max: 1600 };
    next.audio.encoding.rate = 192;
    const put = await t.call('PUT', '/api/admin/media-params', next);
    expect(put.statusCode).toBe(202);
    const approvalId = put.json().data.approvalId as number;

    const pending = dataOf<VideoUploadResult>(await upload(mp4(300, 'mp42', 3)));
    expect(pending.encoding.video.frameRate).toBe(DEFAULT_MEDIA_PARAMS.video.encoding.frameRate);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${approvalId}/approve`,
      headers: { authorization: `Bearer ${admin2}` },
    });
    expect(approve.statusCode).toBe(200);
    const after = dataOf<VideoUploadResult>(await upload(webm(), 'clip.webm', 'video/webm'));
    expect(after).toMatchObject({
      type: 'video/webm',
      encoding: {
        video: { frameRate: 24, bitrateKbps: { min: 400, default: 900, max: 1600 } },
        audio: { bitrateKbps: 192 },
      },
    });
    expect((await profileOf(after.uploadId))?.encoding).toEqual(after.encoding);
    // the earlier upload keeps the profile it was given
    expect((await profileOf(pending.uploadId))?.encoding).toEqual(pending.encoding);
  });

  test('truncated, forged, foreign and oversized videos are 4xx and store nothing', async () => {
    const before = files();
    const whole = mp4(500, 'isom', 7);
    const cut = await upload(whole.subarray(0, whole.length - 100));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().details[0]).toMatchObject({ field: 'file', rule: 'decode' });
    const noMovie = Buffer.concat([whole.subarray(0, 20), box('mdat', Buffer.alloc(50))]);
    expect((await upload(noMovie)).statusCode).toBe(400);
    const badWebm = webm().subarray(0, 14);
    expect((await upload(badWebm, 'a.webm', 'video/webm')).statusCode).toBe(400);
    const heic = await upload(mp4(100, 'heic'), 'photo.heic', 'image/heic');
    expect(heic.statusCode).toBe(415);
    expect(heic.json().message).toContain('HEIC');
    const mkv = await upload(webm('matroska'), 'a.mkv', 'video/x-matroska');
    expect(mkv.statusCode).toBe(415);
    expect(mkv.json().message).toContain('Matroska');
    const big = await upload(mp4(VIDEO_LIMIT + 10, 'isom', 9));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toContain('97.7 KB');
    expect(big.json().details[0]).toMatchObject({ field: 'file', rule: 'maxSize' });
    expect(files()).toEqual(before);
  });
});
