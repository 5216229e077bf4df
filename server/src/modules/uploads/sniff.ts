import type { UploadType } from '@opsdeck/shared/schemas';
import { sniffVideo } from './video-sniff.js';

/** What the first bytes of a file say it is: an accepted image type, or a description for the refusal. */
export type Sniffed =
  | { ok: true; type: UploadType; ext: 'png' | 'jpg' | 'webp' }
  | { ok: false; detected: string };

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, text: string, at = 0) =>
  buf.subarray(at, at + text.length).toString('latin1') === text;

/**
 * Sniffs the type from the bytes only (never the file name or the declared type): PNG, JPEG and
 * WebP are accepted; a few common others are named in the refusal, anything else is "unknown".
 */
export function sniffImage(buf: Buffer): Sniffed {
  const video = sniffVideo(buf);
  if (video) return { ok: false, detected: video.ok ? video.type : video.detected };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ok: true, type: 'image/png', ext: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ok: true, type: 'image/jpeg', ext: 'jpg' };
  if (buf.length >= 12 && ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8))
    return { ok: true, type: 'image/webp', ext: 'webp' };
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a')) return { ok: false, detected: 'GIF' };
  if (ascii(buf, '%PDF')) return { ok: false, detected: 'PDF' };
  if (startsWith(buf, [0x42, 0x4d])) return { ok: false, detected: 'BMP' };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return { ok: false, detected: 'ZIP' };
  const head = buf.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')))
    return { ok: false, detected: 'SVG' };
  if (buf.length > 0 && isText(buf.subarray(0, 512))) return { ok: false, detected: 'text' };
  return { ok: false, detected: '' };
}

function isText(head: Buffer): boolean {
  for (const b of head) if (b === 0 || b < 0x09 || (b > 0x0d && b < 0x20)) return false;
  return true;
}
