import { resolveLocale } from '@opsdeck/shared/i18n';
import fp from 'fastify-plugin';

/** Sets `request.locale` from Accept-Language (en-US when absent or unsupported). */
export const localePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'en-US');
    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['accept-language'], 'en-US');
    });
  },
  { name: 'locale' },
);
