import { Command } from 'commander';
import { ACTION_MANIFEST } from '../actions/manifest.js';
import type { ActionSpec } from '../actions/spec.js';
import type { Factory } from '../factory.js';
import { addExamples } from './shared/examples.js';

/**
 * A top-level command as the root help lists it, and how to build it whole. The program builds only
 * the command being run (and stubs for the others), so startup does not pay for the whole tree.
 */
export interface TopLevel {
  name: string;
  aliases?: string[];
  summary: string;
  /** Its arguments as the root help shows them: `<shell>`. */
  args?: string[];
  /** Loads its modules (only the command being run is loaded) and builds it whole. */
  load: () => Promise<Command>;
}

/** The translation of `key`, or `fallback` when the language has none. */
function text(f: Factory, key: string, fallback: string): string {
  const value = f.t(key);
  return value === key ? fallback : value;
}

/**
 * The builder of action commands once its modules are in: the re-issue flow for money (member
 * lookup, key, dry run first, batches), else the generic catalogue runner.
 */
async function loadLeafBuilder(f: Factory): Promise<(spec: ActionSpec) => Command> {
  const [{ REISSUE_KINDS }, { defineActionCommand }, { defineReissueCommand }] = await Promise.all([
    import('@opsdeck/shared/reissue'),
    import('./actions/define.js'),
    import('./shared/reissue.js'),
  ]);
  const money = new Map<string, (typeof REISSUE_KINDS)[keyof typeof REISSUE_KINDS]>(
    Object.values(REISSUE_KINDS).map((kind) => [kind.actionId, kind]),
  );
  return (spec) => {
    const kind = money.get(spec.id);
    return kind ? defineReissueCommand(f, kind) : defineActionCommand(f, spec);
  };
}

/**
 * The commands of the catalogue's actions (each entry with CLI words), grouped by noun in catalogue
 * order: `coins reissue`, `vip reissue`, `content publish`… Words a hand-written command already
 * takes (`logout`) are left to it.
 */
export function actionCommands(
  f: Factory,
  taken: ReadonlySet<string>,
  specs: readonly ActionSpec[] = ACTION_MANIFEST,
): TopLevel[] {
  const nouns = new Map<string, ActionSpec[]>();
  const top: TopLevel[] = [];
  for (const spec of specs) {
    const [noun, verb] = spec.cli;
    if (!noun || taken.has(noun) || spec.cli.length > 2) continue;
    if (!verb) {
      top.push({
        name: noun,
        summary: f.t(spec.i18nKey),
        load: async () => (await loadLeafBuilder(f))(spec),
      });
      continue;
    }
    const group = nouns.get(noun);
    if (group) {
      group.push(spec);
      continue;
    }
    const members = [spec];
    nouns.set(noun, members);
    const fallback = f.t(spec.groupKey);
    top.push({
      name: noun,
      summary: text(f, `cli.${noun}.summary`, fallback),
      load: async () => {
        const leafOf = await loadLeafBuilder(f);
        const parent = new Command(noun)
          .summary(text(f, `cli.${noun}.summary`, fallback))
          .description(text(f, `cli.${noun}.description`, fallback));
        for (const s of members) parent.addCommand(leafOf(s));
        return addExamples(parent, f.t, [`opsdeck ${noun} ${members[0]?.cli[1] ?? ''} --help`]);
      },
    });
  }
  return top;
}

/** A stand-in for a top-level command that is not being run: enough for the root help and typos. */
export function stubOf(entry: TopLevel): Command {
  const cmd = new Command(entry.name).summary(entry.summary);
  if (entry.aliases) cmd.aliases(entry.aliases);
  for (const arg of entry.args ?? []) cmd.argument(arg);
  return cmd;
}
