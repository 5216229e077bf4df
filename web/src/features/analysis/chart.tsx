import { useEffect, useRef } from 'react';
import { type ChartOption, init } from './echarts.ts';
import { useDarkTheme } from './use-dark-theme.ts';

/** An ECharts canvas that follows its container's size and the console's theme. */
export function Chart({ option, label, height }: { option: ChartOption; label: string; height: number }) {
  const dark = useDarkTheme();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.setOption({ backgroundColor: 'transparent', ...latest.current });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ height }} />;
}

/** A small trend line (no axes) of one daily series. */
export function sparkOption(days: readonly string[], series: readonly number[]): ChartOption {
  return {
    grid: { left: 2, right: 2, top: 4, bottom: 2 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: [...days], show: false, boundaryGap: false },
    yAxis: { type: 'value', show: false },
    series: [{ type: 'line', data: [...series], smooth: true, symbol: 'none', areaStyle: { opacity: 0.15 } }],
  };
}

/** Bars of named values. */
export function barOption(names: readonly string[], values: readonly number[]): ChartOption {
  return {
    grid: { left: 48, right: 12, top: 12, bottom: 28 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: [...names] },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', data: [...values], barMaxWidth: 36 }],
  };
}
