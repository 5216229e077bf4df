import type { Channel, SetRow } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { json, useCliOperators } from './money-support.js';

const suite = useCliOperators('admin', 'operator');

// The channel and set actions from the built CLI against a real server: the same catalogue entries
// the palette runs, refused to the user role by the server.

const channelArgs = (name: string, ...more: string[]) => [
  'channels',
  'create',
  '--activity-name',
  name,
  '--channel-type',
  'app',
  '--promotion-time',
  '["2026-03-01","2026-03-31"]',
  '--promote-link',
  'https://example.com/cli',
  '--advertising-source',
  'Sohu',
  '--advertising-media',
  'CPC',
  '--keyword',
  'toutiao,huoshan',
  '--advertising-content',
  'From the command line.',
  ...more,
];

describe('opsdeck channels create', () => {
  test('an admin creates a channel (--yes); the code is generated', async () => {
    const channel = json<Channel>(
      await suite.cli.opsdeck(suite.admin, channelArgs('CliSpring', '--yes', '--json')),
    );
    expect(channel).toMatchObject({
      name: 'CliSpring',
      code: expect.stringMatching(/^ch\d{4,}$/),
      keywords: ['toutiao', 'huoshan'],
      pushNotify: true,
    });
  });

  test('bad values are refused before sending, naming the flags (exit 2)', async () => {
    const r = await suite.cli.opsdeck(suite.admin, [
      ...channelArgs('bad name', '--yes').map((a) => (a === 'https://example.com/cli' ? 'ftp://x' : a)),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--activity-name');
    expect(r.stderr).toContain('--promote-link');
  });

  test('the user role is refused (exit 5)', async () => {
    const r = await suite.cli.opsdeck(suite.operator, channelArgs('CliUser', '--yes'));
    expect(r.code).toBe(5);
  });
});

describe('opsdeck sets status', () => {
  test('an admin takes set 1 offline and back online', async () => {
    const off = json<SetRow>(
      await suite.cli.opsdeck(suite.admin, [
        'sets',
        'status',
        '--id',
        '1',
        '--status',
        'offline',
        '--yes',
        '--json',
      ]),
    );
    expect(off).toMatchObject({ id: 1, status: 'offline' });
    const on = json<SetRow>(
      await suite.cli.opsdeck(suite.admin, [
        'sets',
        'status',
        '--id',
        '1',
        '--status',
        'online',
        '--yes',
        '--json',
      ]),
    );
    expect(on.status).toBe('online');
  });

  test('an unknown set is 404 (exit 1), the user role is refused (exit 5)', async () => {
    const missing = await suite.cli.opsdeck(suite.admin, [
      'sets',
      'status',
      '--id',
      '999999',
      '--status',
      'online',
      '--yes',
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Set 999999 not found');
    const user = await suite.cli.opsdeck(suite.operator, [
      'sets',
      'status',
      '--id',
      '1',
      '--status',
      'online',
      '--yes',
    ]);
    expect(user.code).toBe(5);
  });
});
