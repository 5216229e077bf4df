import { CancelError, UsageError } from '@opsdeck/shared/errors';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import { writeLine } from '../../io/io-streams.js';
import { countOf, grouped } from '../../ui/format.js';
import type { KeyValue } from '../../ui/key-value-list.js';
import type { renderConfirm } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import type { LoadedBatch } from './load.js';

/** The batch at a glance: rows, members, total and largest amount, how keys were made, the server. */
function batchItems(ctx: ServiceContext, kind: ReissueKind, batch: LoadedBatch, done: number): KeyValue[] {
  const { t } = ctx;
  const { rows, source } = batch;
  const total = rows.reduce((sum, r) => sum + r.input.amount, 0);
  const largest = rows.reduce((max, r) => (r.input.amount > max.input.amount ? r : max));
  const members = new Set(rows.map((r) => r.input.member)).size;
  const derived = rows.filter((r) => r.derived).length;
  const keys =
    derived === rows.length
      ? t('cli.batch.confirm.keysDerived')
      : derived === 0
        ? t('cli.batch.confirm.keysOwn')
        : t('cli.batch.confirm.keysMixed', {
            own: grouped(rows.length - derived),
            derived: grouped(derived),
          });
  return [
    { label: t('cli.batch.confirm.file'), value: `${source.name} (${source.format})` },
    { label: t('cli.batch.confirm.rows'), value: grouped(rows.length), tone: 'strong' },
    ...(done > 0
      ? [{ label: t('cli.batch.confirm.done'), value: t('cli.batch.confirm.doneValue', countOf(done)) }]
      : []),
    { label: t('cli.batch.confirm.members'), value: grouped(members) },
    {
      label: t(`cli.batch.confirm.total.${kind.amount}`),
      value: `+${grouped(total)}`,
      tone: 'success',
    },
    {
      label: t('cli.batch.confirm.largest'),
      value: t('cli.batch.confirm.largestValue', {
        amount: grouped(largest.input.amount),
        line: largest.line,
      }),
    },
    { label: t('cli.batch.confirm.keys'), value: keys, tone: 'muted' },
    { label: t('cli.batch.confirm.server'), value: ctx.server, tone: 'muted' },
  ];
}

/**
 * The batch's --yes rules, as for one re-issue: nobody to ask (not a terminal) and no --yes is a
 * refusal (exit 2) before anything is sent; on a terminal the batch is shown once and must be
 * confirmed with an explicit yes. `done` rows were done by an earlier run: the question says so and
 * asks about the rest only.
 */
export async function confirmBatch(
  ctx: ServiceContext,
  kind: ReissueKind,
  batch: LoadedBatch,
  confirm: typeof renderConfirm,
  done = 0,
): Promise<void> {
  const { t, io } = ctx;
  if (!io.canPrompt())
    throw new UsageError(
      t('cli.batch.needsYes', { rows: grouped(batch.rows.length), count: batch.rows.length }),
    );
  const rows = grouped(batch.rows.length);
  const yes = await confirm({
    io,
    title: t(`cli.batch.confirm.title.${kind.noun}`, { rows, count: batch.rows.length }),
    items: batchItems(ctx, kind, batch, done),
    question:
      done > 0
        ? t('cli.batch.confirm.questionRest', {
            done: grouped(done),
            rows,
            rest: grouped(batch.rows.length - done),
          })
        : t('cli.batch.confirm.question', { rows }),
    hint: t('cli.reissue.confirm.hint'),
  });
  if (!yes) throw new CancelError(t('cli.batch.declined'));
  writeLine(io.stderr);
}
