import { formatAxisDay, formatDate } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { arcPath, CHART_COLOURS, labelEvery, niceScale } from './chart-geometry.ts';

const W = 640;
const H = 240;
const M = { left: 40, right: 44, top: 10, bottom: 24 };

/** One named daily series and its colour. */
export interface Series {
  name: string;
  data: readonly number[];
}

/** A swatch and a name per series (the charts' legend, in HTML so it wraps and reads). */
export function Legend({ items }: { items: readonly { name: string; colour: string; note?: string }[] }) {
  return (
    <ul className="od-chart-legend">
      {items.map((i) => (
        <li key={i.name}>
          <span className="od-chart-swatch" style={{ background: i.colour }} aria-hidden />
          <span>{i.name}</span>
          {i.note && <span className="od-chart-note">{i.note}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Stacked daily bars (left axis) and one line (right axis) over the same days, drawn as SVG with the
 * theme's text colour, its days in the one day format of every chart axis (`formatAxisDay`); each
 * day has a tooltip with its day and numbers. The table view holds the same data.
 */
export function DailyChart(props: {
  days: readonly string[];
  bars: readonly Series[];
  line: Series;
  label: string;
}) {
  const { days, bars, line } = props;
  const locale = useTranslation().i18n.language;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const stacks = days.map((_, i) => bars.reduce((a, b) => a + (b.data[i] ?? 0), 0));
  const left = niceScale(Math.max(0, ...stacks));
  const right = niceScale(Math.max(0, ...line.data));
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(18, step * 0.6));
  const y = (v: number, top: number) => M.top + plotH - (v / top) * plotH;
  const x = (i: number) => M.left + step * i + step / 2;
  const showLabel = labelEvery(days.length, 8);
  const linePath = line.data.map(
    (v, i) => `${i === 0 ? 'M' : 'L'} ${x(i).toFixed(1)} ${y(v, right.top).toFixed(1)}`,
  );
  const lineColour = CHART_COLOURS[bars.length] ?? CHART_COLOURS[0];
  return (
    <figure className="od-chart">
      <Legend
        items={[
          ...bars.map((b, i) => ({ name: b.name, colour: CHART_COLOURS[i] ?? '#888' })),
          { name: line.name, colour: lineColour ?? '#888' },
        ]}
      />
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={props.label} className="od-chart-svg">
        {left.ticks.map((tick, i) => (
          <g key={tick}>
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(tick, left.top)}
              y2={y(tick, left.top)}
              className="od-chart-grid"
            />
            <text x={M.left - 6} y={y(tick, left.top) + 4} textAnchor="end" className="od-chart-axis">
              {tick}
            </text>
            <text x={W - M.right + 6} y={y(right.ticks[i] ?? 0, right.top) + 4} className="od-chart-axis">
              {right.ticks[i]}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          let base = 0;
          return (
            <g key={day}>
              {bars.map((b, k) => {
                const v = b.data[i] ?? 0;
                const top = y(base + v, left.top);
                const h = y(base, left.top) - top;
                base += v;
                return v > 0 ? (
                  <rect
                    key={b.name}
                    x={x(i) - barW / 2}
                    y={top}
                    width={barW}
                    height={h}
                    fill={CHART_COLOURS[k]}
                  />
                ) : null;
              })}
              {showLabel(i) && (
                <text x={x(i)} y={H - 6} textAnchor="middle" className="od-chart-axis">
                  {formatAxisDay(day, locale)}
                </text>
              )}
            </g>
          );
        })}
        <path d={linePath.join(' ')} fill="none" stroke={lineColour} strokeWidth={2} strokeLinejoin="round" />
        {days.map((day, i) => (
          <rect key={day} x={x(i) - step / 2} y={M.top} width={step} height={plotH} className="od-chart-hit">
            <title>
              {[
                formatDate(day, locale),
                ...bars.map((b) => `${b.name}: ${b.data[i] ?? 0}`),
                `${line.name}: ${line.data[i] ?? 0}`,
              ].join('\n')}
            </title>
          </rect>
        ))}
      </svg>
    </figure>
  );
}

/** A donut of named values with a legend of shares; each slice has a tooltip. */
export function ShareDonut(props: {
  slices: readonly { name: string; value: number }[];
  label: string;
  centre: string;
  shareOf: (value: number) => string;
}) {
  const total = props.slices.reduce((a, s) => a + s.value, 0);
  let start = 0;
  const colour = (i: number) => CHART_COLOURS[i % CHART_COLOURS.length] ?? '#888';
  return (
    <figure className="od-chart od-donut">
      <svg viewBox="0 0 200 200" role="img" aria-label={props.label} className="od-donut-svg">
        {props.slices.map((s, i) => {
          const end = start + (total === 0 ? 0 : s.value / total);
          const d = arcPath(100, 100, 92, 58, start, end);
          start = end;
          return (
            <path key={s.name} d={d} fill={colour(i)} className="od-donut-slice">
              <title>{`${s.name}: ${s.value} (${props.shareOf(s.value)})`}</title>
            </path>
          );
        })}
        <text x={100} y={106} textAnchor="middle" className="od-donut-centre">
          {props.centre}
        </text>
      </svg>
      <Legend
        items={props.slices.map((s, i) => ({
          name: s.name,
          colour: colour(i),
          note: props.shareOf(s.value),
        }))}
      />
    </figure>
  );
}
