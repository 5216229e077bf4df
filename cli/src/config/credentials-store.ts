import { join } from 'node:path';
import type { TokenStore } from '@opsdeck/shared/auth';
import { readJsonObject, writeJsonFile } from './json-file.js';

/** What is kept for one server: its token and who signed in. */
export interface HostCredentials {
  token: string;
  phone?: string;
  /** The operator's role when they signed in (`opsdeck open` checks routes against it). */
  role?: string;
  savedAt?: string;
}

/**
 * credentials.json (mode 0600, directory 0700): one entry per API base URL, so a token is only
 * ever sent to the server that issued it.
 */
export interface CredentialsStore {
  readonly path: string;
  get(server: string): HostCredentials | undefined;
  set(server: string, entry: HostCredentials): void;
  remove(server: string): void;
  /** The token store of one server, as shared/auth's session expects. */
  tokenStore(server: string, meta?: () => Omit<HostCredentials, 'token'>): TokenStore;
}

type HostsFile = { version: 1; hosts: Record<string, HostCredentials> };

function readHosts(path: string): HostsFile['hosts'] {
  const raw = readJsonObject(path).hosts;
  if (raw === null || typeof raw !== 'object') return {};
  const hosts: HostsFile['hosts'] = {};
  for (const [server, entry] of Object.entries(raw as Record<string, unknown>)) {
    const e = entry as Partial<HostCredentials> | null;
    if (e && typeof e.token === 'string' && e.token) hosts[server] = e as HostCredentials;
  }
  return hosts;
}

/** Opens credentials.json under `dir`. */
export function createCredentialsStore(dir: string): CredentialsStore {
  const path = join(dir, 'credentials.json');
  const write = (hosts: HostsFile['hosts']) => writeJsonFile(path, { version: 1, hosts }, 0o600);
  const store: CredentialsStore = {
    path,
    get: (server) => readHosts(path)[server],
    set: (server, entry) => write({ ...readHosts(path), [server]: entry }),
    remove(server) {
      const hosts = readHosts(path);
      if (!(server in hosts)) return;
      delete hosts[server];
      write(hosts);
    },
    tokenStore: (server, meta) => ({
      get: () => store.get(server)?.token ?? null,
      set: (token) => store.set(server, { token, ...meta?.(), savedAt: new Date().toISOString() }),
      clear: () => store.remove(server),
    }),
  };
  return store;
}
