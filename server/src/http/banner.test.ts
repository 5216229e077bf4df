import { describe, expect, test } from 'vitest';
import { bannerLines } from './banner.js';

const facts = { host: '127.0.0.1', port: 8080, database: 'PGlite in ./data/pg', seeded: false, demo: [] };

describe('start banner', () => {
  test('npm start: the console and API on PORT, loopback only, and how to listen elsewhere', () => {
    const text = bannerLines(facts).join('\n');
    expect(text).toContain('OpsDeck is running at http://127.0.0.1:8080  (API http://127.0.0.1:8080/api)');
    expect(text).toContain('To listen elsewhere: HOST=0.0.0.0 npm start');
  });

  test('npm run dev: points at the live-reloading console on WEB_PORT, the API port as the API', () => {
    const text = bannerLines({ ...facts, devWebPort: 5173 }).join('\n');
    expect(text).toContain('console with live reload: http://127.0.0.1:5173');
    expect(text).toContain('API server (restarts on changes): http://127.0.0.1:8080/api');
    expect(text).not.toContain('OpsDeck is running at http://127.0.0.1:8080');
  });
});
