import { describe, expect, test } from 'vitest';
import { clientName } from './client-name.js';

describe('a session client by name', () => {
  test('browsers and systems, the CLI, and what it does not know', () => {
    const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)';
    expect(clientName(`${linux} Chrome/131.0.0.0 Safari/537.36`)).toBe('Chrome 131 · Linux');
    expect(clientName(`${linux} HeadlessChrome/156.0.0.0 Safari/537.36`)).toBe('Headless Chrome 156 · Linux');
    expect(
      clientName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131 · Windows');
    expect(
      clientName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133 · macOS');
    expect(
      clientName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS');
    expect(
      clientName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 · Android');
    expect(clientName('opsdeck-cli/0.1.0')).toBe('opsdeck CLI 0.1.0');
    expect(clientName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(clientName('')).toBe('');
  });
});
