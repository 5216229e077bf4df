import fp from 'fastify-plugin';
import helmet from 'helmet';
import { consoleInlineScripts } from './inline-scripts.js';

/**
 * Security headers. The CSP admits what the Vite-built console needs: its own scripts and styles,
 * Blueprint's inline style attributes, data:/blob: images (avatars, ECharts exports) and same-origin
 * API calls; no upgrade-insecure-requests, so plain-HTTP deployments on a LAN keep working. Inline
 * scripts run only when they are the built page's own (by their hash, inline-scripts.ts).
 *
 * helmet's middleware is built once and run on every request; @fastify/helmet built it (parsing
 * every option and CSP directive) again for every request, ~3 % of a small API request's CPU.
 */
export const helmetPlugin = fp<{ webRoot?: string | null }>(
  async (app, { webRoot }) => {
    const inlineScripts = consoleInlineScripts(webRoot);
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", () => inlineScripts().join(' ')],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'worker-src': ["'self'", 'blob:'],
          'object-src': ["'none'"],
          'frame-ancestors': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      // The console is plain HTTP on localhost by default; HSTS would pin browsers to HTTPS.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'helmet' },
);
