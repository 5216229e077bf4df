import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP admits what the Vite-built console needs: its own scripts and styles,
 * Blueprint's inline style attributes, data:/blob: images (avatars, ECharts exports) and same-origin
 * API calls; no upgrade-insecure-requests, so plain-HTTP deployments on a LAN keep working.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
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
  },
  { name: 'helmet' },
);
