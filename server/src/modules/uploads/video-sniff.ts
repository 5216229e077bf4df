import type { VideoUploadType } from '@opsdeck/shared/schemas';

/** What the first bytes of a video say: an accepted type (and whether its structure holds), or not a video. */
export type SniffedVideo =
  | { ok: true; type: VideoUploadType; ext: 'mp4' | 'webm'; wellFormed: boolean }
  | { ok: false; detected: string }
  | null;

const ascii = (buf: Buffer, at: number, length: number) => buf.subarray(at, at + length).toString('latin1');

/** Brands of an ISO base media `ftyp` box that are MP4 video (not HEIC/AVIF images, not QuickTime). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
]);
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/**
 * True when the file is a whole sequence of ISO boxes (each size ≥ 8 and inside the file, a size of
 * 1 taking the 64-bit size, 0 running to the end) that holds a movie box (`moov`): a truncated or
 * forged file fails.
 */
function mp4Holds(buf: Buffer): boolean {
  let at = 0;
  let movie = false;
  while (at < buf.length) {
    if (at + 8 > buf.length) return false;
    let size = buf.readUInt32BE(at);
    const type = ascii(buf, at + 4, 4);
    if (size === 1) {
      if (at + 16 > buf.length) return false;
      size = Number(buf.readBigUInt64BE(at + 8));
      if (size < 16) return false;
    } else if (size === 0) {
      size = buf.length - at;
    } else if (size < 8) {
      return false;
    }
    if (at + size > buf.length) return false;
    if (type === 'moov' || type === 'moof') movie = true;
    at += size;
  }
  return movie;
}

/** An EBML variable-length integer at `at`: its length in bytes and value (null when malformed). */
function vint(buf: Buffer, at: number): { length: number; value: number } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (buf[at + i] ?? 0);
  return { length, value };
}

/** True when the EBML header is whole and a Segment element (0x18538067) follows it. */
function webmHolds(buf: Buffer): boolean {
  const size = vint(buf, 4);
  if (!size) return false;
  const segment = 4 + size.length + size.value;
  if (segment + 5 > buf.length) return false;
  return buf.readUInt32BE(segment) === 0x18538067 && vint(buf, segment + 4) !== null;
}

/**
 * Sniffs a video wallpaper from its bytes (never the name or declared type): MP4 (an `ftyp` box of a
 * video brand) or WebM (an EBML header whose DocType is `webm`); `wellFormed` says whether the
 * structure holds. Other ISO or Matroska files are named in the refusal; null when not a video at all.
 */
export function sniffVideo(buf: Buffer): SniffedVideo {
  if (buf.length >= 12 && ascii(buf, 4, 4) === 'ftyp') {
    const brand = ascii(buf, 8, 4);
    if (MP4_BRANDS.has(brand)) return { ok: true, type: 'video/mp4', ext: 'mp4', wellFormed: mp4Holds(buf) };
    if (IMAGE_BRANDS.has(brand)) return { ok: false, detected: 'HEIC/AVIF' };
    return { ok: false, detected: brand === 'qt  ' ? 'QuickTime' : `ISO media (${brand.trim()})` };
  }
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) {
    const head = ascii(buf, 0, 64);
    if (head.includes('webm'))
      return { ok: true, type: 'video/webm', ext: 'webm', wellFormed: webmHolds(buf) };
    return { ok: false, detected: 'Matroska' };
  }
  return null;
}
