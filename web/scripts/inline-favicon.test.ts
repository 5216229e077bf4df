import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { svgDataUrl } from './inline-favicon.ts';

test('the favicon as a data URL decodes to the file, and fits in a double-quoted attribute', () => {
  const svg = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../public/favicon.svg'), 'utf8');
  const url = svgDataUrl(svg);
  expect(url.startsWith('data:image/svg+xml,')).toBe(true);
  expect(url).not.toMatch(/["<>#\n]/);
  expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
});
