import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.js';

async function appAnswering(body: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.get(
    '/x',
    { schema: { response: { 200: z.object({ id: z.number().int(), series: z.array(z.number().int()) }) } } },
    async () => body,
  );
  await app.ready();
  return app;
}

test('an answer is checked against its schema and loses the keys the schema does not name', async () => {
  const app = await appAnswering({ id: 7, series: [1, 2, 3], passwordHash: 'scrypt$…' });
  const res = await app.inject({ method: 'GET', url: '/x' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ id: 7, series: [1, 2, 3] });
  await app.close();
});

test('an answer that does not match its schema is a server error, never sent as it is', async () => {
  const app = await appAnswering({ id: 'seven', series: [1.5] });
  const res = await app.inject({ method: 'GET', url: '/x' });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain('seven');
  await app.close();
});
