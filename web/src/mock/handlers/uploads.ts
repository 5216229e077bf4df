import {
  DEFAULT_UPLOAD_MAX_BYTES,
  UPLOAD_FIELD,
  UPLOAD_TYPES,
  type UploadResult,
  type UploadType,
} from '@opsdeck/shared/schemas';
import { HttpResponse, http } from 'msw';
import { MockHttpError, ok } from '../http/reply.ts';
import type { Router } from './router.ts';

/**
 * Image uploads (multipart field `file`), and the pictures under /uploads: the mock keeps no files,
 * so every /uploads URL answers a generated SVG with its name, and an upload answers a new URL.
 */
export function uploadHandlers({ on, handlers }: Router): void {
  let next = 1;
  on('post', '/admin/uploads', ['*'], async ({ request }) => {
    const form = await request.formData().catch(() => {
      throw new MockHttpError(415, 'content.errors.notMultipart');
    });
    const file = form.get(UPLOAD_FIELD);
    // Checked by shape: jsdom's Blob class is not the one the Request's form data uses.
    if (typeof file !== 'object' || file === null || !('size' in file) || !('type' in file)) {
      throw new MockHttpError(400, 'content.errors.noFile', {
        details: [{ field: UPLOAD_FIELD, rule: 'required', message: '' }],
      });
    }
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      throw new MockHttpError(415, 'content.errors.unsupportedType', {
        params: { detected: file.type || '?' },
        details: [{ field: UPLOAD_FIELD, rule: 'type', message: '' }],
      });
    }
    if (file.size > DEFAULT_UPLOAD_MAX_BYTES) {
      throw new MockHttpError(413, 'content.errors.tooLarge', {
        params: { max: '10 MB' },
        details: [{ field: UPLOAD_FIELD, rule: 'maxSize', message: '' }],
      });
    }
    const name = `mock-upload-${next++}`;
    const result: UploadResult = {
      url: `/uploads/${name}.svg`,
      thumbUrl: `/uploads/${name}-thumb.svg`,
      width: 1080,
      height: 1920,
      size: file.size,
      type: file.type as UploadType,
    };
    return ok(result);
  });

  handlers.push(
    http.get('*/uploads/:file', ({ params }) => {
      const name = String(params.file).replace(/\.[a-z]+$/, '');
      let hue = 0;
      for (const ch of name) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="960" viewBox="0 0 540 960"><rect width="540" height="960" fill="hsl(${hue} 55% 62%)"/><text x="270" y="480" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${name.replace(/[<&>]/g, '')}</text></svg>`;
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  );
}
