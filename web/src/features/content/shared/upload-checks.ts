import { DEFAULT_UPLOAD_MAX_BYTES } from '@opsdeck/shared/schemas';

/**
 * What the console checks before it uploads an image: the type from the file's first bytes (the
 * name and the browser's guess can lie), and the size. The server checks the same again and has
 * the last word; these only spare the operator a round trip.
 */
export const IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** What the file picker offers. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Bytes needed to tell the kinds apart. */
export const SNIFF_BYTES = 12;

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0): boolean {
  return sig.every((b, i) => bytes[offset + i] === b);
}

/** The image kind from the first bytes: PNG, JPEG or WebP; null for anything else. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/** A refusal: the i18n key and its parameters. */
export interface UploadProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** Checks a picked file's first bytes and size; null when it may be sent. */
export function checkImageFile(
  file: { size: number },
  head: Uint8Array,
  maxBytes: number = DEFAULT_UPLOAD_MAX_BYTES,
): UploadProblem | null {
  if (file.size === 0) return { key: 'contentWeb.upload.empty' };
  if (sniffImageKind(head) === null) return { key: 'contentWeb.upload.badType' };
  if (file.size > maxBytes)
    return { key: 'contentWeb.upload.tooLarge', params: { max: formatBytes(maxBytes) } };
  return null;
}

/** A byte count for people: "812 B", "34.5 KB", "10 MB" (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = value >= 100 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
  return `${text.replace(/\.0$/, '')} ${units[unit]}`;
}
