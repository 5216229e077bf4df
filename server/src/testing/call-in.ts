import { expect } from 'vitest';
import type { testApp } from './suite.js';

/**
 * An authenticated call in a language (`accept-language`), expected to answer 200; its `data`.
 * The account tests that read one operator's texts in en-US and zh-CN share it.
 */
export async function callIn(
  t: ReturnType<typeof testApp>,
  token: string,
  method: 'GET' | 'PUT',
  url: string,
  lang: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
