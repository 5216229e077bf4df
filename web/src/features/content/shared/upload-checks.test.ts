import { describe, expect, test } from 'vitest';
import { checkImageFile, formatBytes, sniffImageKind } from './upload-checks.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const TEXT = new TextEncoder().encode('hello, world');
const GIF = new TextEncoder().encode('GIF89a......');

describe('sniffImageKind', () => {
  test('tells PNG, JPEG and WebP from their first bytes', () => {
    expect(sniffImageKind(PNG)).toBe('png');
    expect(sniffImageKind(JPEG)).toBe('jpeg');
    expect(sniffImageKind(WEBP)).toBe('webp');
  });

  test('refuses text, GIF, a RIFF that is not WebP and too few bytes', () => {
    expect(sniffImageKind(TEXT)).toBeNull();
    expect(sniffImageKind(GIF)).toBeNull();
    expect(
      sniffImageKind(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20])),
    ).toBeNull();
    expect(sniffImageKind(PNG.slice(0, 4))).toBeNull();
  });
});

describe('checkImageFile', () => {
  test('accepts an image under the limit', () => {
    expect(checkImageFile({ size: 2048 }, PNG, 4096)).toBeNull();
  });

  test('refuses an empty file, a text file named .png and an oversized image', () => {
    expect(checkImageFile({ size: 0 }, PNG)?.key).toBe('contentWeb.upload.empty');
    expect(checkImageFile({ size: 12 }, TEXT)?.key).toBe('contentWeb.upload.badType');
    expect(checkImageFile({ size: 5000 }, JPEG, 4096)).toEqual({
      key: 'contentWeb.upload.tooLarge',
      params: { max: '4 KB' },
    });
  });
});

test('formatBytes', () => {
  expect(formatBytes(812)).toBe('812 B');
  expect(formatBytes(1536)).toBe('1.5 KB');
  expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  expect(formatBytes(150 * 1024)).toBe('150 KB');
});
