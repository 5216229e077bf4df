import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses the API's answers (JSON, CSV exports) of 1 KB or more for a client that accepts
 * brotli or gzip, and says `Vary: Accept-Encoding`. Brotli at quality 4: a list page of 20 rows
 * shrinks to about a fifth in well under a millisecond. The console's own files are compressed by
 * the build (static.ts serves the .br and .gz beside each), and are left as they are; the monitor's
 * event stream writes to the socket itself and is never buffered. Request bodies are not inflated:
 * no client sends them compressed, and a small compressed body must not become a large one.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
