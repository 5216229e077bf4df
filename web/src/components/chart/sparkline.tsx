import { businessToday } from '../data-list/format.ts';
import { fullDayCount } from './full-days.ts';
import './sparkline.css';

/** The drawing's width in viewBox units; the SVG stretches it to its box. */
const W = 100;
/** Room left around the drawing (viewBox units), as the ECharts trends' grid did. */
const PAD = { top: 4, bottom: 2 };

export interface SparklineProps {
  /** The days (`YYYY-MM-DD`) of `series`; a last day that is today is left out (full-days.ts). */
  days: readonly string[];
  series: readonly number[];
  kind?: 'line' | 'bar';
  /** What the trend shows, for screen readers. */
  label: string;
  height: number;
  /** A day's value as its tooltip shows it. */
  format: (value: number) => string;
}

/**
 * A small daily trend (no axes) drawn as SVG: a line with a light area under it, or bars; each day
 * has a tooltip (`title`) with its value. The figure cards had an ECharts canvas each (seven on the
 * data analysis, four in its chain growth): ECharts' start is tens of milliseconds per chart on a
 * slow phone, this is a few elements. Like the other daily charts it ends on the last full day.
 */
export function Sparkline({ days, series, kind = 'line', label, height, format }: SparklineProps) {
  const n = fullDayCount(days, businessToday());
  const values = series.slice(0, n);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const plot = height - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((top - v) / span) * plot;
  const step = values.length > 0 ? W / values.length : W;
  // a line runs from the first day's centre to the last's; bars stand in their day's slot
  const x = (i: number) =>
    kind === 'line' && values.length > 1 ? (i * W) / (values.length - 1) : (i + 0.5) * step;
  const line = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(2)},${y(v).toFixed(2)}`).join(' ');
  const base = y(0).toFixed(2);
  return (
    <svg
      className="od-sparkline"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${W} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
    >
      {kind === 'line' && values.length > 0 && (
        <>
          <path
            className="od-sparkline-area"
            d={`${line} L${x(values.length - 1).toFixed(2)},${base} L${x(0).toFixed(2)},${base} Z`}
          />
          <path className="od-sparkline-line" d={line} vectorEffect="non-scaling-stroke" />
        </>
      )}
      {kind === 'bar' &&
        values.map((v, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in order
            key={i}
            className="od-sparkline-bar"
            x={(i * step + step * 0.2).toFixed(2)}
            width={(step * 0.6).toFixed(2)}
            y={Math.min(y(v), y(0)).toFixed(2)}
            height={Math.abs(y(0) - y(v)).toFixed(2)}
          />
        ))}
      {values.map((v, i) => (
        <rect
          key={days[i]}
          className="od-sparkline-hit"
          x={(i * step).toFixed(2)}
          width={step.toFixed(2)}
          y={0}
          height={height}
        >
          <title>{`${days[i]}: ${format(v)}`}</title>
        </rect>
      ))}
    </svg>
  );
}
