import { expect, test } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.js';

test('a scrypt hash verifies its password only, and salts differ', async () => {
  const a = await hashPassword('Admin@123');
  const b = await hashPassword('Admin@123');
  expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
  expect(a).not.toBe(b);
  expect(await verifyPassword('Admin@123', a)).toBe(true);
  expect(await verifyPassword('admin@123', a)).toBe(false);
  expect(await verifyPassword('Admin@123', 'plain')).toBe(false);
  expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
});
