import type { Translate } from '../../i18n.js';
import { type IOStreams, writeLine } from '../../io/io-streams.js';
import type { BatchProgressView } from '../../ui/batch-progress.js';
import { countOf, grouped } from '../../ui/format.js';
import { barPosition, formatDuration, formatRate, percent, progressBar } from '../../ui/progress-format.js';
import { renderProgress } from '../../ui/render.js';
import type { ProgressSnapshot } from './tally.js';

/** Shows a batch's progress while it runs. */
export interface ProgressDisplay {
  update(snapshot: ProgressSnapshot): void;
  close(snapshot: ProgressSnapshot): Promise<void>;
}

/** The pace line: `84 rows/s · 6.0 s left` (the time taken once finished or stopped); `number` groups the rate. */
function pace(t: Translate, s: ProgressSnapshot, final = false, number?: (n: number) => string): string {
  const rate = t('cli.batch.progress.rate', { rate: formatRate(s.rate, number) });
  if (final || s.done >= s.total)
    return `${rate} · ${t('cli.batch.progress.took', { time: formatDuration(s.elapsedMs) })}`;
  if (s.etaMs === undefined) return rate;
  // a rate-limit pause delays everything left by at least its length
  const wait = s.note?.kind === 'rateLimited' ? s.note.seconds * 1000 : 0;
  return `${rate} · ${t('cli.batch.progress.left', { time: formatDuration(s.etaMs + wait) })}`;
}

function note(t: Translate, s: ProgressSnapshot): string | undefined {
  if (!s.note) return undefined;
  if (s.note.kind === 'stopping') return t('cli.batch.progress.stopping', { count: s.note.inFlight });
  return t('cli.batch.progress.rateLimited', { seconds: s.note.seconds });
}

/**
 * The progress in words for the terminal bar, sized to `columns` (`final`: the last frame, which
 * leaves the time taken and the rate to the summary printed under it; `dryRun`: rows are checked,
 * not done).
 */
export function progressView(
  t: Translate,
  title: string,
  s: ProgressSnapshot,
  columns: number,
  final = false,
  dryRun = false,
): BatchProgressView {
  const position = barPosition(s.done, s.total);
  return {
    title,
    bar: progressBar(s.done, s.total, Math.max(10, Math.min(40, columns - position.length - 2))),
    position,
    done: t(dryRun ? 'cli.batch.progress.checked' : 'cli.batch.progress.done', countOf(s.done - s.failed)),
    ...(s.failed > 0 ? { failed: t('cli.batch.progress.failed', countOf(s.failed)) } : {}),
    ...(final ? {} : { pace: pace(t, s, false, grouped) }),
    ...(note(t, s) ? { note: note(t, s) } : {}),
  };
}

/** One plain line for logs: `progress: 500/1000 (50%) · 3 failed · 120 rows/s · 4.0 s left`. */
export function progressLine(t: Translate, s: ProgressSnapshot): string {
  return t('cli.batch.progress.line', {
    done: s.done,
    total: s.total,
    percent: percent(s.done, s.total),
    failed: s.failed,
    pace: pace(t, s),
  });
}

/** How often the terminal bar is redrawn at most. */
const REDRAW_MS = 100;

/**
 * The progress display of a batch: an Ink bar when stderr is a terminal; otherwise, for batches of
 * 50 rows or more, a plain line on stderr at each tenth (nothing for smaller ones).
 */
export async function openProgress(
  io: IOStreams,
  t: Translate,
  title: string,
  first: ProgressSnapshot,
  now: () => number,
  dryRun = false,
): Promise<ProgressDisplay> {
  if (io.isStderrTTY()) {
    const columns = io.columns('stderr');
    const view = (s: ProgressSnapshot, final = false) => progressView(t, title, s, columns, final, dryRun);
    const bar = await renderProgress(io, view(first));
    let last = 0;
    return {
      update(s) {
        if (now() - last < REDRAW_MS && !s.note) return;
        last = now();
        bar.update(view(s));
      },
      close: (s) => bar.close(view(s, true)),
    };
  }
  let tenth = 0;
  return {
    update(s) {
      if (s.total < 50) return;
      const reached = Math.floor((s.done * 10) / s.total);
      if (reached <= tenth || reached >= 10) return;
      tenth = reached;
      writeLine(io.stderr, progressLine(t, s));
    },
    close: async () => {},
  };
}
