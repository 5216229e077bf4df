import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { consoleInlineScripts } from './inline-scripts.js';

/**
 * Security headers. The CSP admits what the Vite-built console needs: its own scripts and styles,
 * Blueprint's inline style attributes, data:/blob: images (avatars, ECharts exports) and same-origin
 * API calls; no upgrade-insecure-requests, so plain-HTTP deployments on a LAN keep working. Inline
 * scripts run only when they are the built page's own (by their hash, inline-scripts.ts).
 *
 * helmet's middleware is built once (@fastify/helmet built it, parsing every option and CSP
 * directive, for every request: ~3 % of a small API request's CPU), and run once per version of the
 * page's inline scripts: its headers are recorded and set as they are on every answer (running its
 * twelve middlewares and writing the CSP text per request was another ~2 %), in Fastify's header
 * map: a route's own header of the same name (an avatar's sandbox CSP) replaces it.
 */
export const helmetPlugin = fp<{ webRoot?: string | null }>(
  async (app, { webRoot }) => {
    const inlineScripts = consoleInlineScripts(webRoot);
    // the page's inline scripts the headers are being built for
    let scripts: string[] = [];
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", () => scripts.join(' ')],
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
    // helmet's answer is the same for every request while the page's inline scripts stay the same:
    // run its middleware once per set of scripts and set what it set on every answer
    let built: { scripts: string[]; set: [string, string][]; removed: string[] } | undefined;
    const headersFor = (current: string[]) => {
      if (built?.scripts === current) return built;
      scripts = current;
      const set: [string, string][] = [];
      const removed: string[] = [];
      const recorder = {
        setHeader: (name: string, value: string | number | readonly string[]) => {
          set.push([name, String(value)]);
        },
        removeHeader: (name: string) => {
          removed.push(name);
        },
      };
      let failure: unknown;
      headers({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
        failure = error;
      });
      if (failure) throw failure;
      built = { scripts: current, set, removed };
      return built;
    };
    app.addHook('onRequest', (_request, reply, done) => {
      let answer: ReturnType<typeof headersFor>;
      try {
        answer = headersFor(inlineScripts());
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (answer.removed.length > 0) {
        const raw = reply.raw;
        for (const name of answer.removed) raw.removeHeader(name);
      }
      // into Fastify's own header map, written once with the answer's head (Node's setHeader checked
      // each name and value here, and again when the head was written). A hijacked answer writes its
      // head itself and takes them from reply.getHeaders() (monitor/stream.ts).
      for (const [name, value] of answer.set) reply.header(name, value);
      done();
    });
  },
  { name: 'helmet' },
);
