import { Command } from 'commander';
import { CONFIG_KEYS } from '../../config/config-store.js';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ConfigContext } from '../../services/config/config.js';
import { addCommonFlags, addExamples, commonFlags } from '../shared/flags.js';

const KEYS = Object.keys(CONFIG_KEYS);

/** The config service's context over the factory (no server is resolved: config fixes bad ones). */
const configContext = (f: Factory): ConfigContext => ({
  io: f.io,
  t: f.t,
  config: f.config,
  ...(f.env.server ? { envServer: f.env.server } : {}),
});

const load = () => import('../../services/config/config.js');

/** A config verb with the common flags and its examples. */
function verb(f: Factory, name: string, examples: readonly string[]): Command {
  const cmd = new Command(name)
    .summary(f.t(`cli.config.${name}.summary`))
    .description(f.t(`cli.config.${name}.description`, { keys: KEYS.join(', ') }));
  addCommonFlags(cmd, f.t, JSON_FIELDS.config);
  addExamples(cmd, f.t, examples);
  return cmd;
}

/** `opsdeck config get|set|unset|list`: the settings in config.json (server, defaultPageSize). */
export function defineConfigCommand(f: Factory): Command {
  const { t } = f;
  const keyArg = (cmd: Command) => {
    cmd.argument('<key>', t('cli.config.args.key', { keys: KEYS.join(', ') }));
    const [argument] = cmd.registeredArguments.slice(-1);
    if (argument) argument.argChoices = [...KEYS];
    return cmd;
  };
  const get = keyArg(
    verb(f, 'get', ['opsdeck config get server', 'opsdeck config get defaultPageSize --json']),
  );
  get.action(async (key: string, raw: Record<string, unknown>) => {
    const { getConfig, parseConfigKey } = await load();
    getConfig(configContext(f), parseConfigKey(t, key), commonFlags(raw, t, JSON_FIELDS.config));
  });
  const set = keyArg(
    verb(f, 'set', [
      'opsdeck config set server https://ops.example.com',
      'opsdeck config set defaultPageSize 50',
    ]),
  ).argument('<value>', t('cli.config.args.value'));
  set.action(async (key: string, value: string, raw: Record<string, unknown>) => {
    const { parseConfigKey, setConfig } = await load();
    setConfig(configContext(f), parseConfigKey(t, key), value, commonFlags(raw, t, JSON_FIELDS.config));
  });
  const unset = keyArg(verb(f, 'unset', ['opsdeck config unset defaultPageSize']));
  unset.action(async (key: string, raw: Record<string, unknown>) => {
    const { parseConfigKey, unsetConfig } = await load();
    unsetConfig(configContext(f), parseConfigKey(t, key), commonFlags(raw, t, JSON_FIELDS.config));
  });
  const list = verb(f, 'list', ['opsdeck config list', 'opsdeck config list --json']).alias('ls');
  list.action(async (raw: Record<string, unknown>) => {
    const { listConfig } = await load();
    await listConfig(configContext(f), commonFlags(raw, t, JSON_FIELDS.config));
  });
  const cmd = new Command('config')
    .summary(t('cli.config.summary'))
    .description(t('cli.config.description'))
    .addCommand(get)
    .addCommand(set)
    .addCommand(unset)
    .addCommand(list);
  return addExamples(cmd, t, ['opsdeck config list', 'opsdeck config set defaultPageSize 50']);
}
