import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AxiosAdapter } from 'axios';
import { readEnv } from '../env.js';
import { createFactory, type Factory } from '../factory.js';
import { createTranslator } from '../i18n-bundled.js';
import { createFakeIO, type FakeIO } from './fake-io.js';
import { ok, stubAdapter } from './stub-api.js';

/**
 * A factory over fake IO, a fresh temp config dir and an axios adapter instead of the network (by
 * default one where only the health check answers, as a server that is up).
 */
export function createTestFactory(
  opts: { io?: FakeIO; adapter?: AxiosAdapter; env?: Record<string, string>; token?: string } = {},
): Factory & { io: FakeIO; configDir: string } {
  const home = mkdtempSync(join(tmpdir(), 'opsdeck-cli-'));
  const env = readEnv({
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    OPSDECK_LANG: 'en-US',
    ...opts.env,
  });
  const io = opts.io ?? createFakeIO();
  const factory = createFactory(env, io, createTranslator(env.locale), {
    adapter: opts.adapter ?? stubAdapter({ 'GET /health': () => ok({ status: 'ok' }) }),
  });
  if (opts.token) factory.credentials().set('http://localhost:8080/api', { token: opts.token });
  return { ...factory, io, configDir: env.configDir };
}
