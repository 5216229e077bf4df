import type { ProxyEnv } from '../env.js';

/**
 * Which proxy a request goes through, decided as curl decides it: https_proxy for https URLs,
 * http_proxy for http ones, none when the variable is unset or no_proxy lists the host. localhost
 * is no exception: list it in no_proxy to reach it directly.
 */

/** A proxy variable's value as a URL: `host:port` alone is an http proxy, at port 1080 when it names none (as for curl). */
export function proxyUrl(value: string): URL {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`unsupported proxy ${url.protocol}// (only http:// and https:// proxies are)`);
  const authority =
    text
      .replace(/^[^:]+:\/\//, '')
      .split('/')[0]
      ?.replace(/^.*@/, '') ?? '';
  if (url.protocol === 'http:' && !/:\d+$/.test(authority)) url.port = '1080';
  return url;
}

/** A URL's host as no_proxy compares it: lower case, no brackets around IPv6, no trailing dot. */
function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/** The port a URL connects to. */
export function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** One no_proxy entry split into host and port (`[::1]:8080`, `host:443`, `.example.com`). */
function entryOf(raw: string): { host: string; port?: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(raw);
  if (bracketed) return { host: bracketed[1] ?? '', port: bracketed[2] };
  const hostPort = /^([^:]+):(\d+)$/.exec(raw);
  if (hostPort) return { host: hostPort[1] ?? '', port: hostPort[2] };
  return { host: raw };
}

/**
 * True when no_proxy says to reach the URL directly: `*`; a name or address equal to the host; a
 * name the host ends in after a dot (`example.com` and `.example.com` both cover
 * `api.example.com`); with `:port`, only on that port.
 */
export function bypassesProxy(url: URL, noProxy: string | undefined): boolean {
  if (!noProxy) return false;
  const host = bareHost(url.hostname);
  const port = portOf(url);
  return noProxy
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((raw) => {
      if (raw === '*') return true;
      const entry = entryOf(raw);
      const name = bareHost(entry.host).replace(/^\./, '');
      if (!name || (entry.port !== undefined && entry.port !== port)) return false;
      return host === name || host.endsWith(`.${name}`);
    });
}

/** The proxy a request to `url` goes through, or undefined to connect directly. */
export function proxyFor(url: URL, proxy: ProxyEnv): URL | undefined {
  const value = url.protocol === 'https:' ? proxy.https : proxy.http;
  if (!value || bypassesProxy(url, proxy.noProxy)) return undefined;
  return proxyUrl(value);
}

/** A Proxy-Authorization header for a proxy URL with `user:password@`, else none. */
export function proxyAuthorization(proxy: URL): Record<string, string> {
  if (!proxy.username && !proxy.password) return {};
  const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
  return { 'Proxy-Authorization': `Basic ${Buffer.from(credentials).toString('base64')}` };
}
