import { resolveLocale } from '@opsdeck/shared/i18n';
import fp from 'fastify-plugin';

/** Sets `request.locale` from Accept-Language (en-US when absent or unsupported). */
export const localePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'en-US');
    // callback hooks (here and in the other per-request hooks that never wait): no promise per request
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = resolveLocale(request.headers['accept-language'], 'en-US');
      done();
    });
  },
  { name: 'locale' },
);
