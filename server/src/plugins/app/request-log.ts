import fp from 'fastify-plugin';

/**
 * One log line per request, written when the answer has gone out: method, URL, status and time.
 * (Fastify's own request logging writes two lines, one at arrival and one at the end.)
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
  { name: 'request-log' },
);
