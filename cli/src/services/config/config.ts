import { UsageError } from '@opsdeck/shared/errors';
import { CONFIG_KEYS, type ConfigKey, type ConfigStore, isConfigKey } from '../../config/config-store.js';
import { DEFAULT_SERVER } from '../../config/server-url.js';
import type { Translate } from '../../i18n.js';
import { type IOStreams, writeLine } from '../../io/io-streams.js';
import { writeJson } from '../../output/json.js';
import { renderInfo, renderSuccess, renderTable } from '../../ui/render.js';

/** What the config commands need: the streams, the language, config.json and OPSDECK_SERVER. */
export interface ConfigContext {
  io: IOStreams;
  t: Translate;
  config(): ConfigStore;
  envServer?: string;
}

/** Output options of the config commands. */
export interface ConfigOutput {
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
}

/** A setting as `config get|list` show it: the value in effect and where it comes from. */
export interface ConfigEntry {
  key: ConfigKey;
  value: string | number;
  source: 'config.json' | 'OPSDECK_SERVER' | 'default';
}

/** The keys, in the order `config list` shows them. */
const CONFIG_KEY_NAMES = Object.keys(CONFIG_KEYS) as ConfigKey[];

/** The default of each key when config.json has none. */
const DEFAULTS: Record<ConfigKey, string | number> = { server: DEFAULT_SERVER, defaultPageSize: 10 };

/** A key as typed (`defaultPageSize` or `default-page-size`); an unknown one is a usage error. */
export function parseConfigKey(t: Translate, typed: string): ConfigKey {
  const key = typed.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  if (isConfigKey(key)) return key;
  throw new UsageError(t('cli.config.unknownKey', { key: typed, keys: CONFIG_KEY_NAMES.join(', ') }));
}

/** The value of a key in effect: OPSDECK_SERVER first for the server, then config.json, then the default. */
function configEntry(ctx: ConfigContext, key: ConfigKey): ConfigEntry {
  if (key === 'server' && ctx.envServer) return { key, value: ctx.envServer, source: 'OPSDECK_SERVER' };
  const saved = ctx.config().get(key);
  return saved === undefined
    ? { key, value: DEFAULTS[key], source: 'default' }
    : { key, value: saved, source: 'config.json' };
}

/** `opsdeck config get KEY`: the value alone on stdout (its source on stderr when not config.json). */
export function getConfig(ctx: ConfigContext, key: ConfigKey, out: ConfigOutput): ConfigEntry {
  const entry = configEntry(ctx, key);
  if (out.json) writeJson(ctx.io, entry, out);
  else {
    writeLine(ctx.io.stdout, String(entry.value));
    if (entry.source !== 'config.json') renderInfo(ctx.io, ctx.t(`cli.config.source.${entry.source}`));
  }
  return entry;
}

/** `opsdeck config list`: every key, its value in effect and its source (a table, TSV or JSON). */
export async function listConfig(ctx: ConfigContext, out: ConfigOutput): Promise<ConfigEntry[]> {
  const entries = CONFIG_KEY_NAMES.map((key) => configEntry(ctx, key));
  if (out.json) {
    writeJson(ctx.io, entries, out);
    return entries;
  }
  await renderTable({
    io: ctx.io,
    t: ctx.t,
    headers: [
      ctx.t('cli.config.columns.key'),
      ctx.t('cli.config.columns.value'),
      ctx.t('cli.config.columns.source'),
    ],
    rows: entries.map((e) => [
      { text: e.key, tone: 'strong' },
      { text: String(e.value) },
      // a file's and a variable's names as they are; the default in words
      { text: e.source === 'default' ? ctx.t('cli.config.sourceDefault') : e.source, tone: 'muted' },
    ]),
    plain: entries.map((e) => [e.key, String(e.value), e.source]),
  });
  renderInfo(ctx.io, ctx.t('cli.config.file', { path: ctx.config().path }));
  return entries;
}

/** `opsdeck config set KEY VALUE`: checks the value (exit 2 naming the rule) and saves it. */
export function setConfig(ctx: ConfigContext, key: ConfigKey, value: string, out: ConfigOutput): ConfigEntry {
  const parsed = CONFIG_KEYS[key](value);
  if (parsed === undefined) throw new UsageError(ctx.t(`cli.config.invalid.${key}`, { value }));
  ctx.config().set(key, value);
  const entry: ConfigEntry = { key, value: parsed, source: 'config.json' };
  if (out.json) writeJson(ctx.io, entry, out);
  else renderSuccess(ctx.io, ctx.t('cli.config.saved', { key, value: parsed }));
  if (key === 'server' && ctx.envServer) renderInfo(ctx.io, ctx.t('cli.config.envOverrides'));
  return entry;
}

/** `opsdeck config unset KEY`: removes the key from config.json (its default applies again). */
export function unsetConfig(ctx: ConfigContext, key: ConfigKey, out: ConfigOutput): ConfigEntry {
  ctx.config().unset(key);
  const entry = configEntry(ctx, key);
  if (out.json) writeJson(ctx.io, entry, out);
  else renderSuccess(ctx.io, ctx.t('cli.config.removed', { key, value: entry.value }));
  return entry;
}
