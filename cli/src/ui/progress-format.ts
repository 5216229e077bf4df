/** Plain helpers for progress displays (the Ink bar and the piped progress lines). */

import { grouped } from './format.js';

/** A duration for people: `850 ms`, `12.3 s`, `4 min 05 s`, `1 h 02 min`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  const min = Math.floor(whole / 60);
  if (min < 60) return `${min} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`;
}

/** A rate with sensible precision: `0.4`, `12.5`, `840`; `number` grouped for a terminal (`1,673`). */
export function formatRate(perSecond: number, number: (n: number) => string = String): string {
  if (perSecond < 100) return perSecond.toFixed(1);
  return number(Math.round(perSecond));
}

/** A bar of `width` cells, filled in proportion to done/total: `██████░░░░`. */
export function progressBar(done: number, total: number, width: number): string {
  const cells = Math.max(1, width);
  const filled = total <= 0 ? cells : Math.min(cells, Math.floor((done / total) * cells));
  return '█'.repeat(filled) + '░'.repeat(cells - filled);
}

/** Whole percent, never 100 before everything is done. */
export function percent(done: number, total: number): number {
  if (total <= 0 || done >= total) return 100;
  return Math.min(99, Math.floor((done / total) * 100));
}

/**
 * The bar's position on a terminal, grouped as the amounts beside it are: `4,440/12,000  37%`
 * (it read `4440/12000` under `50 coins → 600,000 coins`).
 */
export function barPosition(done: number, total: number): string {
  return `${grouped(done)}/${grouped(total)}  ${percent(done, total)}%`;
}
