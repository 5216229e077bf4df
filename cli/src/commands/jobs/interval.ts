import { UsageError } from '@opsdeck/shared/errors';
import type { Translate } from '../../i18n.js';

/** Bounds of `jobs watch --interval`, in seconds, and its default. */
export const WATCH_INTERVAL = { min: 0.1, max: 60, default: 1 } as const;

/**
 * `--interval <seconds>` of `opsdeck jobs watch`: a plain decimal number from 0.1 to 60 (1 when not
 * given); anything else is a usage error naming the flag and its bounds, before anything is read.
 */
export function watchIntervalOf(t: Translate, given: unknown): number {
  if (given === undefined) return WATCH_INTERVAL.default;
  const text = typeof given === 'string' ? given.trim() : '';
  const seconds = /^\d+(\.\d+)?$|^\.\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(seconds >= WATCH_INTERVAL.min && seconds <= WATCH_INTERVAL.max))
    throw new UsageError(
      t('cli.jobs.watch.intervalInvalid', {
        flag: '--interval',
        value: String(given),
        min: WATCH_INTERVAL.min,
        max: WATCH_INTERVAL.max,
      }),
    );
  return seconds;
}
