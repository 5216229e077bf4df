import { describe, expect, test } from 'vitest';
import { demoExposure, isLoopback } from './listen-host.js';

describe('listen host', () => {
  test('loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.com', '128.0.0.1']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });

  test('a network address is refused while demo passwords work, unless ALLOW_DEMO_ON_NETWORK=1', () => {
    const seeded = { willSeed: false, demoAccounts: 3 };
    const empty = { willSeed: true, demoAccounts: 0 };
    const production = { willSeed: false, demoAccounts: 0 };
    expect(demoExposure('0.0.0.0', seeded, false)).toMatch(
      /Refusing to listen on 0\.0\.0\.0.*3 demo accounts/s,
    );
    expect(demoExposure('0.0.0.0', seeded, false)).toContain('ALLOW_DEMO_ON_NETWORK=1');
    expect(demoExposure('192.168.1.5', empty, false)).toContain('would be seeded with the demo accounts');
    expect(demoExposure('0.0.0.0', seeded, true)).toBeNull();
    expect(demoExposure('0.0.0.0', production, false)).toBeNull();
    expect(demoExposure('127.0.0.1', seeded, false)).toBeNull();
  });
});
