import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../app/auth.js';

/** Security headers that only act on a document (helmet sets them on every answer). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** True when the built console (web/dist/index.html) exists. */
export function hasWebBuild(webRoot: string | null | undefined): webRoot is string {
  return !!webRoot && existsSync(join(webRoot, 'index.html'));
}

/**
 * Serves the built console at '/': hashed /assets/* cached for a year, everything else revalidated,
 * each file pre-compressed (brotli or gzip, `Vary: Accept-Encoding`) when the client accepts it.
 * The SPA fallback lives in the not-found handler. Without a build, '/' says how to make one.
 */
export const staticPlugin = fp<{ webRoot: string | null | undefined }>(
  async (app, { webRoot }) => {
    if (!hasWebBuild(webRoot)) {
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send(
            'OpsDeck API is running, but the web console is not built.\n' +
              'Run `npm run build` (or `npm start`, which builds first), then reload.\n' +
              `API: ${API_PREFIX}/health\n`,
          ),
      );
      return;
    }
    // A script or stylesheet is not a document: the document-only security headers (CSP, framing,
    // COOP, the legacy IE ones) do nothing on it, and would add about half a kilobyte to each of
    // the first load's requests. nosniff, CORP and the referrer policy stay. A hashed asset is
    // cached as immutable and never revalidated, so its validators (ETag, Last-Modified) go too.
    // (a callback hook: it runs on every answer, the API's included, and an async one costs each a
    // promise and a turn of the hook runner)
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        request.url.startsWith('/assets/') &&
        /^(application|text)\/(javascript|css)\b/.test(String(reply.getHeader('content-type') ?? ''))
      ) {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
        if (String(reply.getHeader('cache-control') ?? '').includes('immutable')) {
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
        }
      }
      done(null, payload);
    });
    // A browser asks for /favicon.ico for any document without an icon of its own: a file it shows
    // bare (an SVG, a JSON answer, an error page), and Chromium in tests and Lighthouse first opens
    // /favicon.svg so. Answered with the console's icon (the page itself carries it inline), so no
    // document logs a 404 for it.
    const favicon = join(webRoot, 'favicon.svg');
    if (existsSync(favicon)) {
      app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').sendFile('favicon.svg'),
      );
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      // the build writes .br and .gz beside each text asset; the best one the client accepts is sent
      preCompressed: true,
      schemaHide: true,
      allowedPath: (pathName) => !pathName.startsWith(`${API_PREFIX}/`) && pathName !== API_PREFIX,
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(webRoot, 'assets')}/`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'static' },
);
