import { BugError, UsageError } from '@opsdeck/shared/errors';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import { Command } from 'commander';
import { ACTION_MANIFEST } from '../../actions/manifest.js';
import type { ActionSpec } from '../../actions/spec.js';
import type { Factory } from '../../factory.js';
import type { Translate } from '../../i18n.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { BatchOptions } from '../../services/batch/run.js';
import type { ReissueOptions } from '../../services/reissue/reissue.js';
import { argOption } from './arg-option.js';
import { type Run, serviceRun } from './define.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags, wrapList } from './flags.js';
import { helpWidth, sectionHeading, wrapProse } from './help-text.js';

/** Parsed `opsdeck coins|vip reissue` flags (one re-issue). */
export type ReissueCommandOptions = CommonFlags & ReissueOptions;

/** Parsed `opsdeck coins|vip reissue --file FILE` flags (a batch). */
export type BatchCommandOptions = CommonFlags & BatchOptions;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Rows sent at once by default, and the bounds of --concurrency. */
const CONCURRENCY = { default: 4, min: 1, max: 32 } as const;

/** --concurrency: a whole number from 1 to 32 (default 4). */
function parseConcurrency(t: Translate, value: unknown): number {
  if (value === undefined) return CONCURRENCY.default;
  const n = /^\d+$/.test(String(value).trim()) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < CONCURRENCY.min || n > CONCURRENCY.max)
    throw new UsageError(t('cli.batch.errors.concurrency', { value, ...CONCURRENCY }));
  return n;
}

/** --batch-id: 1 to 64 visible ASCII characters. */
function parseBatchId(t: Translate, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const id = String(value);
  if (!/^[\x21-\x7e]{1,64}$/.test(id)) throw new UsageError(t('cli.batch.errors.batchId', { value: id }));
  return id;
}

/** The manifest entry of a money action (its flags come from the action's args schema). */
function moneySpec(kind: ReissueKind, actions: readonly ActionSpec[] = ACTION_MANIFEST): ActionSpec {
  const spec = actions.find((a) => a.id === kind.actionId);
  if (!spec || spec.cli.join(' ') !== `${kind.noun} reissue`)
    throw new BugError(`the catalogue has no action ${kind.actionId} for '${kind.noun} reissue'`);
  return spec;
}

/** The flags of one re-issue that a batch file replaces, and the batch flags that need --file. */
function checkMode(t: Translate, kind: ReissueKind, raw: Record<string, unknown>): 'single' | 'batch' {
  const single = ['member', kind.amount, 'reason', 'key'].filter((k) => raw[k] !== undefined);
  const batchOnly = ['concurrency', 'results', 'batchId'].filter((k) => raw[k] !== undefined);
  const flag = (k: string) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  if (raw.file !== undefined) {
    if (single.length > 0)
      throw new UsageError(t('cli.batch.errors.fileAndFlags', { flags: single.map(flag).join(', ') }));
    return 'batch';
  }
  if (batchOnly.length > 0)
    throw new UsageError(t('cli.batch.errors.needsFile', { flags: batchOnly.map(flag).join(', ') }));
  return 'single';
}

/** The values the help's examples of a re-issue use, per kind. */
const SAMPLES: Record<
  ReissueKind['kind'],
  { amounts: [number, number]; reasons: [string, string]; key: string; file: string }
> = {
  coins: {
    amounts: [50, 50],
    reasons: ['Refund for a failed unlock', 'Compensation'],
    key: 'ticket-4821',
    file: 'refunds',
  },
  vip: {
    amounts: [30, 7],
    reasons: ['Payment went through, VIP did not', 'Outage compensation'],
    key: 'ticket-4822',
    file: 'compensation',
  },
};

/** The help's examples: one re-issue, a dry run, a scripted one with a key, then batches from a file. */
function examplesOf(kind: ReissueKind): string[] {
  const { amounts, reasons, key, file } = SAMPLES[kind.kind];
  const command = `opsdeck ${kind.noun} reissue`;
  const amount = `--${kind.amount}`;
  return [
    `${command} --member 10104729 ${amount} ${amounts[0]} --reason '${reasons[0]}'`,
    `${command} --member 13701234567 ${amount} ${amounts[1]} --reason '${reasons[1]}' --dry-run`,
    `${command} --member 10104729 ${amount} ${amounts[0]} --reason 'Compensation' --key ${key} --yes --json`,
    `${command} --file ${file}.csv --dry-run`,
    `${command} --file ${file}.csv --yes --results results.ndjson`,
    `${command} --file - --yes --json < ${file}.ndjson`,
  ];
}

/**
 * `opsdeck <noun> reissue --member ID --<amount> N --reason TEXT [--key K] [--dry-run] [--yes]`, or a
 * batch with `--file FILE`, for a catalogue money action: the flags (and each row of a file) are
 * checked with the action's args schema before any call.
 */
export function defineReissueCommand(
  f: Factory,
  kind: ReissueKind,
  run: Run<ReissueCommandOptions> = serviceRun(f, () =>
    import('../../services/reissue/reissue.js').then((m) => (ctx, opts) => m.reissue(ctx, kind, opts)),
  ),
  runBatch: Run<BatchCommandOptions> = serviceRun(f, () =>
    import('../../services/batch/run.js').then((m) => (ctx, opts) => m.reissueBatch(ctx, kind, opts)),
  ),
  actions: readonly ActionSpec[] = ACTION_MANIFEST,
): Command {
  const { t } = f;
  const fields = kind.noun === 'coins' ? JSON_FIELDS.coinsReissue : JSON_FIELDS.vipReissue;
  const cmd = new Command('reissue')
    .summary(t(`cli.reissue.${kind.noun}.summary`))
    .description(`${t(`cli.reissue.${kind.noun}.description`)}\n\n${t('cli.batch.description')}`);
  // the action's own arguments, from its args schema (the member is any reference the lookup takes)
  for (const arg of moneySpec(kind, actions).args) {
    if (arg.name === 'memberId') cmd.option(`${arg.flag} <member>`, t('cli.reissue.flags.member'));
    else cmd.addOption(argOption(t, arg, { required: false }));
  }
  cmd
    .option('--key <key>', t('cli.reissue.flags.key'))
    .option('-y, --yes', t('cli.reissue.flags.yes'))
    .option('--file <file>', t('cli.batch.flags.file', { amount: kind.amount }))
    .option('--concurrency <n>', t('cli.batch.flags.concurrency', CONCURRENCY))
    .option('--results <file>', t('cli.batch.flags.results'))
    .option('--batch-id <id>', t('cli.batch.flags.batchId'));
  addCommonFlags(cmd, t, fields);
  cmd.addHelpText('after', ({ command }) => {
    const width = helpWidth(command);
    return [
      `\n${sectionHeading(t('cli.batch.help.jsonFields'))}\n${wrapList(JSON_FIELDS.batch, width)}`,
      `\n${sectionHeading(t('cli.batch.help.title'))}\n${wrapProse(t('cli.batch.help.body', { amount: kind.amount }), width)}`,
    ].join('\n');
  });
  addExamples(cmd, t, examplesOf(kind));
  return cmd.action(async (raw: Record<string, unknown>) => {
    const mode = checkMode(t, kind, raw);
    const flags = { dryRun: raw.dryRun === true, yes: raw.yes === true };
    if (mode === 'batch') {
      const concurrency = parseConcurrency(t, raw.concurrency);
      const batchId = parseBatchId(t, raw.batchId);
      await runBatch({
        ...commonFlags(raw, t, JSON_FIELDS.batch),
        file: String(raw.file),
        ...flags,
        concurrency,
        ...(text(raw.results) ? { results: text(raw.results) } : {}),
        ...(batchId ? { batchId } : {}),
      });
      return;
    }
    const [{ loadReissueAction }, { parseReissueFlags }] = await Promise.all([
      import('../../services/reissue/action.js'),
      import('../../services/reissue/args.js'),
    ]);
    const input = parseReissueFlags(
      await loadReissueAction(kind),
      kind,
      {
        member: text(raw.member),
        amount: text(raw[kind.amount]),
        reason: text(raw.reason),
        key: text(raw.key),
      },
      f.locale,
    );
    await run({ ...commonFlags(raw, t, fields), ...input, ...flags });
  });
}
