import { useEffect, useRef } from 'react';
import { type ChartOption, init } from './echarts.ts';

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
 * theme or language change makes a new chart, an option change updates it in place.
 */
export function EChart({ option, theme, locale, label, height, className }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, theme === 'dark' ? 'dark' : undefined, {
      renderer: 'canvas',
      ...(locale ? { locale } : {}),
    });
    chart.current = instance;
    instance.setOption(latest.current);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [theme, locale]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} className={className} role="img" aria-label={label} style={{ height }} />;
}
