import { envelopeSchema } from '@opsdeck/shared/schemas';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { World } from '../data/world.ts';
import { issueToken } from '../http/route.ts';

/**
 * Calls the mock API of `mockApiForTests()` as the first operator of `role` (or the operator with
 * that phone), or signed out with `null`: JSON bodies get their content type. Answers the HTTP status
 * and the parsed envelope.
 */
export async function callMock(
  world: World,
  path: string,
  init: RequestInit = {},
  who: 'admin' | 'user' | { phone: string } | null = 'admin',
): Promise<{ status: number; body: Awaited<ReturnType<Response['json']>> }> {
  const operator =
    who === null
      ? undefined
      : world.operators.find((o) => (typeof who === 'string' ? o.role === who : o.phone === who.phone));
  const headers = new Headers(init.headers);
  if (operator) headers.set('authorization', `Bearer ${issueToken(world, operator.id)}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const res = await fetch(`http://localhost/api${path}`, { ...init, headers });
  return { status: res.status, body: await res.json() };
}

/** Asserts that GET `path` answers 200 with the server's envelope around `schema`. */
export async function expectAnswerMatches(world: World, path: string, schema: z.ZodType): Promise<void> {
  const { status, body } = await callMock(world, path);
  expect(status).toBe(200);
  expect(envelopeSchema(schema).safeParse(body).error?.issues ?? []).toEqual([]);
}
