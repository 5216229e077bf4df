/**
 * The arithmetic of the workplace's two small SVG charts (a daily chart and a share donut), kept
 * apart from the markup so it can be tested on its own.
 */

/** A "nice" axis top at or above `max` (1, 2, 2.5 or 5 times a power of ten) and its 4 steps. */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  if (max <= 0) return { top: steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i) };
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw && Number.isInteger(s)) ?? power * 10;
  const size = Math.max(1, step);
  return { top: size * steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i * size) };
}

/** Which of `count` x labels to print so that at most `room` show, evenly spaced, the last always. */
export function labelEvery(count: number, room: number): (i: number) => boolean {
  const every = Math.max(1, Math.ceil(count / room));
  return (i) => (count - 1 - i) % every === 0;
}

/** The SVG path of a donut slice from `start` to `end` (fractions of the circle, clockwise from 12). */
export function arcPath(
  cx: number,
  cy: number,
  r: number,
  inner: number,
  start: number,
  end: number,
): string {
  const span = Math.min(end - start, 0.9999);
  const at = (radius: number, f: number) => {
    const a = 2 * Math.PI * f - Math.PI / 2;
    return `${(cx + radius * Math.cos(a)).toFixed(2)} ${(cy + radius * Math.sin(a)).toFixed(2)}`;
  };
  const large = span > 0.5 ? 1 : 0;
  const stop = start + span;
  return [
    `M ${at(r, start)}`,
    `A ${r} ${r} 0 ${large} 1 ${at(r, stop)}`,
    `L ${at(inner, stop)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${at(inner, start)}`,
    'Z',
  ].join(' ');
}

/** The series colours (Blueprint's extended palette, legible on the light and the dark theme). */
export const CHART_COLOURS = [
  '#2D72D2',
  '#29A634',
  '#D1980B',
  '#7961DB',
  '#00A396',
  '#DB2C6F',
  '#8EB125',
  '#147EB3',
  '#D33D17',
  '#96622D',
];
