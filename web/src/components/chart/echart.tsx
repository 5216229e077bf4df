import { Classes } from '@blueprintjs/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../data-list/format.ts';
import { queueChartStart } from './chart-starts.ts';
import { withDayAxis } from './day-axis.ts';
import type { ChartOption, init } from './echarts.ts';
import { endOnLastFullDay } from './full-days.ts';
import { loadECharts } from './load-echarts.ts';
import { whenNearViewport } from './near-viewport.ts';
import { withSeriesColors } from './series-colors.ts';

/** A box's content size is the chart's (whole pixels, as ECharts reads them) within rounding. */
const sameSize = (box: { width: number; height: number }, width: number, height: number) =>
  Math.abs(box.width - width) < 1 && Math.abs(box.height - height) < 1;

type Instance = ReturnType<typeof init>;

/**
 * The option's model, without its layout: a lazy `setOption`, whose update ECharts would run in
 * zrender's next animation frame together with the first draw (45 to 65 ms of CPU here for a
 * screen's first chart, one task). zrender's frames are stopped until `layOut` has run.
 */
function setModel(instance: Instance, option: ChartOption): void {
  instance.setOption(option, { lazyUpdate: true });
  instance.getZr().animation.stop();
}

/**
 * The update `setModel` left pending (the coordinate systems, the axes and their labels, the
 * series' shapes), in a task of its own: ECharts' `resize` runs a pending update without drawing
 * and asks zrender for a frame, which draws the canvas. (It reads the box's size again, which the
 * chart is drawn at anyway.)
 */
function layOut(instance: Instance): void {
  instance.resize();
}

export interface EChartProps {
  option: ChartOption;
  /** 'dark' draws with ECharts' dark theme. */
  theme: 'light' | 'dark';
  /** ECharts' own texts ('ZH' or 'EN'); its default when absent. */
  locale?: 'ZH' | 'EN';
  /** What the chart shows, for screen readers (the canvas is one image). */
  label: string;
  height: number;
  className?: string;
}

/**
 * An ECharts canvas that follows its container's size (ResizeObserver) and the console's theme: a
 * theme or language change makes a new chart, an option change updates it in place. It starts when
 * it nears the viewport (near-viewport.ts; ECharts itself loads then), in a task of its own
 * (chart-starts.ts), after the screen's other charts. A daily chart
 * ends on the last full day (full-days.ts), and says so under its axis; its days are shown in the
 * one day format of every chart axis (day-axis.ts). Its series take colours that read on the theme's
 * cards (series-colors.ts).
 */
export function EChart({ option: given, theme, locale, label, height, className }: EChartProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const { option, cut } = useMemo(() => {
    const shown = endOnLastFullDay(given, businessToday());
    // no animation: ECharts redraws the whole canvas every frame of it, which was most of a chart's
    // cost (250 ms of CPU on the data analysis' first load here, in frames of 5 to 30 ms)
    // series colours that read on the theme's cards (series-colors.ts)
    const option = withSeriesColors(withDayAxis(shown.option, i18n.language), theme);
    return { ...shown, option: { animation: false, ...option } as ChartOption };
  }, [given, i18n.language, theme]);
  const axisShown = (option.xAxis as { show?: boolean } | undefined)?.show !== false;
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let cancel: (() => void) | undefined;
    let stop: (() => void) | undefined;
    // a chart starts when it nears the viewport (near-viewport.ts), each of a screen's charts in a
    // task of its own (chart-starts.ts), with the latest option
    let stopped = false;
    const unwatch = whenNearViewport(el, () => {
      // ECharts (its two chunks and their evaluation) is fetched by the first chart that nears the
      // viewport
      void loadECharts().then(({ init }) => {
        if (stopped) return;
        // four steps, each in a task of its own: ECharts' init (the canvas and its handlers), the
        // option's model (setModel), its layout (layOut), then the first draw, in zrender's next
        // animation frame; at once they were one task of 60 to 80 ms here, and the layout with
        // the first draw still one of 45 to 65 ms for a screen's first chart
        cancel = queueChartStart(() => {
          const instance = init(el, theme === 'dark' ? 'dark' : undefined, {
            renderer: 'canvas',
            ...(locale ? { locale } : {}),
          });
          chart.current = instance;
          // the observer's first report is the size the chart was just drawn at: a resize then would
          // lay out and draw the whole chart again (the data analysis' charts cost twice their start)
          const observer = new ResizeObserver((entries) => {
            const size = entries[entries.length - 1]?.contentRect;
            if (size && sameSize(size, instance.getWidth(), instance.getHeight())) return;
            instance.resize();
          });
          let cancelLayout: (() => void) | undefined;
          stop = () => {
            cancelOption();
            cancelLayout?.();
            observer.disconnect();
            instance.dispose();
            chart.current = null;
          };
          const cancelOption = queueChartStart(() => {
            setModel(instance, latest.current);
            observer.observe(el);
            // unless something drew it meanwhile (an option change draws at once)
            let drawn = false;
            const zr = instance.getZr();
            const onDrawn = () => {
              drawn = true;
            };
            zr.on('rendered', onDrawn);
            cancelLayout = queueChartStart(() => {
              zr.off('rendered', onDrawn);
              if (!drawn) layOut(instance);
            });
          });
        });
      });
    });
    return () => {
      stopped = true;
      unwatch();
      cancel?.();
      stop?.();
    };
  }, [theme, locale]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  const canvas = <div ref={box} className={className} role="img" aria-label={label} style={{ height }} />;
  if (!cut || !axisShown) return canvas;
  return (
    <>
      {canvas}
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} od-chart-partial`}>
        {t('web.charts.partialDay')}
      </p>
    </>
  );
}
