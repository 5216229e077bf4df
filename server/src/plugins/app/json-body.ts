import fp from 'fastify-plugin';

/**
 * The API takes JSON only (anything else is 415): Fastify's safe parser (prototype-poisoning
 * protection), except that an empty body counts as no body, so `POST` calls without payload
 * (menu, message list) work with any client.
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
  },
  { name: 'json-body' },
);
