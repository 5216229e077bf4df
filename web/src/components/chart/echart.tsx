import { Classes } from '@blueprintjs/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../data-list/format.ts';
import { queueChartStart } from './chart-starts.ts';
import { type ChartOption, init } from './echarts.ts';
import { endOnLastFullDay } from './full-days.ts';

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
 * theme or language change makes a new chart, an option change updates it in place. It starts in a
 * task of its own (chart-starts.ts), after the screen's other charts. A daily chart
 * ends on the last full day (full-days.ts), and says so under its axis.
 */
export function EChart({ option: given, theme, locale, label, height, className }: EChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const { option, cut } = useMemo(() => endOnLastFullDay(given, businessToday()), [given]);
  const axisShown = (option.xAxis as { show?: boolean } | undefined)?.show !== false;
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let stop: (() => void) | undefined;
    // each chart of a screen starts in a task of its own (chart-starts.ts), with the latest option
    const cancel = queueChartStart(() => {
      const instance = init(el, theme === 'dark' ? 'dark' : undefined, {
        renderer: 'canvas',
        ...(locale ? { locale } : {}),
      });
      chart.current = instance;
      instance.setOption(latest.current);
      const observer = new ResizeObserver(() => instance.resize());
      observer.observe(el);
      stop = () => {
        observer.disconnect();
        instance.dispose();
        chart.current = null;
      };
    });
    return () => {
      cancel();
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
