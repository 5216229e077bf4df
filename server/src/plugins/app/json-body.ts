import { errorCodes } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API takes JSON only (anything else is 415): Fastify's safe parser (prototype-poisoning
 * protection), except that an empty body counts as no body, whatever its declared type, so `POST`
 * calls without payload (menu, message list, sign out other sessions) work with any client.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parse(request, text, done);
    });
    // Any other declared type: an empty body is still no body (Node's axios, the CLI's client, sends a
    // POST without payload as application/x-www-form-urlencoded; `opsdeck account sign-out-others`
    // got 415), anything in it is refused as before
    app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') done(null, undefined);
      else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
    });
  },
  { name: 'json-body' },
);
