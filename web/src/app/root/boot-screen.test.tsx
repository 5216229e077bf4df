import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { BootScreen } from './boot-screen.tsx';

test('index.html draws the boot screen before any script has run, as the app draws it', () => {
  const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');
  const root = html.match(/<div id="root">([\s\S]*?)<\/div>\n/)?.[1];
  expect(root).toBe(renderToStaticMarkup(<BootScreen />));
});
