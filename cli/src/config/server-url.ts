import { UsageError } from '@opsdeck/shared/errors';

/** Where the CLI looks when no --server, OPSDECK_SERVER or saved server is given. */
export const DEFAULT_SERVER = 'http://localhost:8080/api';

/**
 * Normalises an API base URL: http(s) only, no trailing slash, and a bare host gets `/api`
 * (the server always serves its API there). Returns undefined when the value is not such a URL.
 */
export function normalizeServerUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.search || url.hash) return undefined;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path || '/api'}`;
}

/** Where a server URL came from, for error messages. */
export type ServerSource = '--server' | 'OPSDECK_SERVER' | 'config.json';

/**
 * Picks the server: the --server flag, else OPSDECK_SERVER, else the saved server, else the default.
 * A bad value is a usage error naming where it came from.
 */
export function resolveServerUrl(
  candidates: { flag?: string; env?: string; saved?: string },
  describe: (source: ServerSource, value: string) => string,
): string {
  const ordered: Array<[ServerSource, string | undefined]> = [
    ['--server', candidates.flag],
    ['OPSDECK_SERVER', candidates.env],
    ['config.json', candidates.saved],
  ];
  for (const [source, value] of ordered) {
    if (value === undefined) continue;
    const url = normalizeServerUrl(value);
    if (!url) throw new UsageError(describe(source, value));
    return url;
  }
  return DEFAULT_SERVER;
}

/** The console's base URL: the API URL without its `/api` (the server serves the console there). */
export function consoleBase(server: string): string {
  const url = new URL(server);
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  return `${url.origin}${path}`;
}
