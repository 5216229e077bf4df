import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { type Locale, resolveLocale } from '@opsdeck/shared/i18n/locale';

/** What the CLI reads from its environment; the only module that touches `process.env`. */
export interface CliEnv {
  /** OPSDECK_SERVER: the API base URL, checked when a command resolves its server. */
  server: string | undefined;
  /** OPSDECK_TOKEN: a token that overrides the stored one. */
  token: string | undefined;
  /** $XDG_CONFIG_HOME/opsdeck, else ~/.config/opsdeck: credentials.json and config.json. */
  configDir: string;
  /** COLUMNS when a positive whole number: the width of help printed to a pipe (unset: not wrapped). */
  columns?: number | undefined;
  /** NO_COLOR set to anything but '' (https://no-color.org), or TERM=dumb. */
  noColor: boolean;
  /** OPSDECK_LANG, else LC_ALL, else LC_MESSAGES, else LANG; en-US when none names a supported language. */
  locale: Locale;
  /** BROWSER: the command `opsdeck open` starts a browser with. */
  browser: string | undefined;
  /** True when a graphical session is around (DISPLAY or WAYLAND_DISPLAY), so xdg-open can show a page. */
  display: boolean;
  /** The operating system (`opsdeck open` uses open on macOS, start on Windows, xdg-open elsewhere). */
  platform: NodeJS.Platform;
  /** The proxy variables curl reads (the lower-case name first); none set: no proxy. */
  proxy: ProxyEnv;
}

/** https_proxy, http_proxy and no_proxy, each from its lower-case name, else its upper-case one. */
export interface ProxyEnv {
  /** The proxy of https URLs (a CONNECT tunnel through it). */
  https: string | undefined;
  /** The proxy of http URLs (asked for the absolute URL). */
  http: string | undefined;
  /** Hosts reached directly: `*`, or names, `.domains`, addresses and `host:port`, split by commas. */
  noProxy: string | undefined;
}

type EnvSource = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** Reads the CLI's environment once (from `process.env` unless a source is given, as tests do). */
export function readEnv(source: EnvSource = process.env): CliEnv {
  const xdg = nonEmpty(source.XDG_CONFIG_HOME);
  const home = nonEmpty(source.HOME) ?? homedir();
  const base = xdg && isAbsolute(xdg) ? xdg : join(home, '.config');
  const lang =
    nonEmpty(source.OPSDECK_LANG) ??
    nonEmpty(source.LC_ALL) ??
    nonEmpty(source.LC_MESSAGES) ??
    nonEmpty(source.LANG);
  return {
    server: nonEmpty(source.OPSDECK_SERVER),
    token: nonEmpty(source.OPSDECK_TOKEN),
    configDir: join(base, 'opsdeck'),
    columns: /^\s*[1-9]\d{0,4}\s*$/.test(source.COLUMNS ?? '') ? Number(source.COLUMNS) : undefined,
    noColor: (source.NO_COLOR ?? '') !== '' || source.TERM === 'dumb',
    locale: resolveLocale(lang, 'en-US'),
    browser: nonEmpty(source.BROWSER),
    display: nonEmpty(source.DISPLAY) !== undefined || nonEmpty(source.WAYLAND_DISPLAY) !== undefined,
    platform: process.platform,
    proxy: {
      https: nonEmpty(source.https_proxy) ?? nonEmpty(source.HTTPS_PROXY),
      http: nonEmpty(source.http_proxy) ?? nonEmpty(source.HTTP_PROXY),
      noProxy: nonEmpty(source.no_proxy) ?? nonEmpty(source.NO_PROXY),
    },
  };
}
