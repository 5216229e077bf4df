import { join } from 'node:path';
import { UsageError } from '@opsdeck/shared/errors';
import { readJsonObject, writeJsonFile } from './json-file.js';
import { normalizeServerUrl } from './server-url.js';

/** The largest page size the server accepts (MAX_PAGE_SIZE in shared schemas; a test keeps them equal). */
export const MAX_CONFIG_PAGE_SIZE = 100;

/** Settings kept in config.json. */
export interface CliConfig {
  /** The API base URL used when neither --server nor OPSDECK_SERVER is given (login saves it). */
  server?: string;
  /** Rows per page for list commands. */
  defaultPageSize?: number;
}

/** The keys `opsdeck config get|set|list` accepts, with how a typed value is checked. */
export const CONFIG_KEYS = {
  server: (value: string): string | undefined => normalizeServerUrl(value),
  defaultPageSize: (value: string): number | undefined => {
    if (!/^\d+$/.test(value.trim())) return undefined;
    const n = Number(value);
    return n >= 1 && n <= MAX_CONFIG_PAGE_SIZE ? n : undefined;
  },
} as const satisfies { [K in keyof CliConfig]-?: (value: string) => CliConfig[K] | undefined };

export type ConfigKey = keyof typeof CONFIG_KEYS;

/** True when the name is a config key. */
export function isConfigKey(name: string): name is ConfigKey {
  return Object.hasOwn(CONFIG_KEYS, name);
}

/** config.json in the CLI's config directory. */
export interface ConfigStore {
  readonly path: string;
  /** Every valid setting; unknown or malformed entries are ignored. */
  read(): CliConfig;
  get<K extends ConfigKey>(key: K): CliConfig[K];
  /** Sets a key from its text form; a bad value is a usage error naming the key. */
  set(key: ConfigKey, value: string): void;
  unset(key: ConfigKey): void;
}

function sanitize(raw: Record<string, unknown>): CliConfig {
  const config: CliConfig = {};
  if (typeof raw.server === 'string') {
    const server = CONFIG_KEYS.server(raw.server);
    if (server) config.server = server;
  }
  if (typeof raw.defaultPageSize === 'number') {
    const size = CONFIG_KEYS.defaultPageSize(String(raw.defaultPageSize));
    if (size) config.defaultPageSize = size;
  }
  return config;
}

/** Opens config.json under `dir` (read on each call, so a long-lived process sees changes). */
export function createConfigStore(
  dir: string,
  invalid: (key: ConfigKey, value: string) => string,
): ConfigStore {
  const path = join(dir, 'config.json');
  const read = () => sanitize(readJsonObject(path));
  return {
    path,
    read,
    get: (key) => read()[key],
    set(key, value) {
      const parsed = CONFIG_KEYS[key](value);
      if (parsed === undefined) throw new UsageError(invalid(key, value));
      writeJsonFile(path, { ...readJsonObject(path), [key]: parsed }, 0o600);
    },
    unset(key) {
      const { [key]: _, ...rest } = readJsonObject(path);
      writeJsonFile(path, rest, 0o600);
    },
  };
}
