import { UsageError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { runProgram } from '../../program.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { createTestFactory } from '../../testing/test-factory.js';
import {
  type ConfigContext,
  getConfig,
  listConfig,
  parseConfigKey,
  setConfig,
  unsetConfig,
} from './config.js';

function setup(envServer?: string, stdoutTTY = false) {
  const f = createTestFactory({ io: createFakeIO({ stdoutTTY, noColor: true }) });
  const ctx: ConfigContext = { io: f.io, t: f.t, config: f.config, ...(envServer ? { envServer } : {}) };
  return { f, ctx, io: f.io };
}
const plain = { json: false };

describe('config', () => {
  test('keys: camelCase or kebab-case; others are a usage error listing the keys', () => {
    const { f } = setup();
    expect(parseConfigKey(f.t, 'default-page-size')).toBe('defaultPageSize');
    expect(parseConfigKey(f.t, 'server')).toBe('server');
    expect(() => parseConfigKey(f.t, 'colour')).toThrow(
      new UsageError("unknown setting 'colour'; the settings are: server, defaultPageSize"),
    );
  });

  test('get: the default until set, then the saved value; the source on stderr when not config.json', () => {
    const { ctx, io } = setup();
    expect(getConfig(ctx, 'defaultPageSize', plain)).toEqual({
      key: 'defaultPageSize',
      value: 10,
      source: 'default',
    });
    expect(io.out()).toBe('10\n');
    expect(io.err()).toBe('(the default: nothing is set in config.json)\n');
    setConfig(ctx, 'defaultPageSize', ' 50 ', plain);
    expect(getConfig(ctx, 'defaultPageSize', plain).value).toBe(50);
  });

  test('set checks the value before saving (exit 2 naming the rule); a bare host gets /api', () => {
    const { ctx, io } = setup();
    expect(() => setConfig(ctx, 'defaultPageSize', '500', plain)).toThrow(
      "defaultPageSize must be a whole number from 1 to 100, not '500'",
    );
    expect(() => setConfig(ctx, 'server', 'ftp://x', plain)).toThrow(/^server must be an http\(s\) URL/);
    expect(ctx.config().read()).toEqual({});
    setConfig(ctx, 'server', 'https://ops.example.com', plain);
    expect(ctx.config().get('server')).toBe('https://ops.example.com/api');
    expect(io.err()).toBe('✓ server = https://ops.example.com/api\n');
  });

  test('unset removes the key; the default applies again', () => {
    const { ctx } = setup();
    setConfig(ctx, 'defaultPageSize', '20', plain);
    expect(unsetConfig(ctx, 'defaultPageSize', plain)).toEqual({
      key: 'defaultPageSize',
      value: 10,
      source: 'default',
    });
    expect(ctx.config().read()).toEqual({});
  });

  test.each([
    ['en-US', 'default', 'Config file: '],
    ['zh-CN', '默认值', '配置文件：'],
  ])(
    '%s: on a terminal the default source is said in words; the file line reads as a sentence',
    async (lang, word, file) => {
      const f = createTestFactory({
        io: createFakeIO({ stdoutTTY: true, stderrTTY: true, noColor: true }),
        env: { OPSDECK_LANG: lang },
      });
      await listConfig({ io: f.io, t: f.t, config: f.config }, plain);
      expect(f.io.out()).toMatch(new RegExp(`^defaultPageSize +10 +${word}$`, 'm'));
      expect(f.io.err()).toContain(file);
    },
  );

  test('list: TSV when piped, JSON with --json; OPSDECK_SERVER wins and says so', async () => {
    const { ctx, io } = setup('http://env:1/api');
    setConfig(ctx, 'server', 'http://saved:2', plain);
    await listConfig(ctx, plain);
    expect(io.out()).toBe('server\thttp://env:1/api\tOPSDECK_SERVER\ndefaultPageSize\t10\tdefault\n');
    const json = setup();
    await listConfig(json.ctx, { json: true, jsonFields: ['key', 'value'] });
    expect(JSON.parse(json.io.out())).toEqual([
      { key: 'server', value: 'http://localhost:8080/api' },
      { key: 'defaultPageSize', value: 10 },
    ]);
  });

  test('list on a terminal: a table with headers', async () => {
    const { ctx, io } = setup(undefined, true);
    await listConfig(ctx, plain);
    expect(io.out().split('\n')[0]).toMatch(/^KEY\s+VALUE\s+SOURCE$/);
  });

  test('through the program: members list takes the configured page size', async () => {
    const calls: Array<Record<string, unknown> | undefined> = [];
    const { stubAdapter, ok } = await import('../../testing/stub-api.js');
    const f = createTestFactory({
      adapter: stubAdapter({
        'GET /admin/members': (call) => {
          calls.push(call.params);
          return ok({ list: [], total: 0 });
        },
      }),
      token: 't',
    });
    expect(await runProgram(['config', 'set', 'default-page-size', '25'], f)).toBe(0);
    expect(await runProgram(['members', 'list', '--json'], f)).toBe(0);
    expect(await runProgram(['members', 'list', '--json', '--page-size', '5'], f)).toBe(0);
    expect(calls.map((p) => p?.pageSize)).toEqual([25, 5]);
    expect(await runProgram(['config', 'get', 'nope'], f)).toBe(2);
  });
});
