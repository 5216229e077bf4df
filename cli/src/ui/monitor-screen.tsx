import type { Locale } from '@opsdeck/shared/i18n';
import type { MonitorEvent, MonitorEventKind, MonitorStatus } from '@opsdeck/shared/schemas';
import {
  DATABASE_NAMES,
  MONITOR_THRESHOLDS,
  monitorEventKindSchema,
  reissueCountText,
  uptimeText,
} from '@opsdeck/shared/schemas';
import { Box, render, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { Translate } from '../i18n.js';
import type { IOStreams } from '../io/io-streams.js';
import { grouped } from './format.js';
import { inkOptions } from './ink-options.js';
import { activityLines } from './monitor-columns.js';
import { displayWidth } from './plain.js';
import { type Tone, Toned } from './tone.js';

/** The stream's state: the first connection, connected, or a retry pending after a drop. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

const STATE_TONES: Record<LiveState, Tone> = { connecting: 'muted', live: 'success', reconnecting: 'danger' };

/** What the screen is fed: events and stream state as they come, the status figures on request. */
export interface MonitorFeed {
  subscribe(on: { event: (e: MonitorEvent) => void; state: (s: LiveState) => void }): void;
  status(): Promise<MonitorStatus>;
  /** The newest events before the stream opened, newest first. */
  recent(): Promise<MonitorEvent[]>;
}

const KEEP = 200;
const STATUS_EVERY_MS = 5000;
const KINDS: readonly (MonitorEventKind | null)[] = [null, ...monitorEventKindSchema.options];

/** One event as a line (its cells at full width, two spaces apart): time, kind, operator, what was done, member, change, order. */
export function eventLine(t: Translate, locale: Locale, e: MonitorEvent): string {
  return activityLines(t, locale, [e], Number.POSITIVE_INFINITY).lines[0] ?? '';
}

/** A status figure with its label, punctuated as the language writes it (`Database: PGlite`, `数据库：PGlite`). */
const figure = (t: Translate, key: string, value: string | number) =>
  t('cli.table.labelValue', { label: t(key), value: String(value) });

/** Spaces between two figures on a line (the Box's columnGap). */
const FIGURE_GAP = 3;

/**
 * The lines the figures take at `columns` as the Box wraps them (2 at 100 columns, 4 at 60): the
 * activity gets what is left, so the screen stays shorter than the terminal. At 60 it was sized
 * for 2 and reached the terminal's height: Ink then draws it as a full screen, and after q the
 * shell's prompt was left on the keys line.
 */
export function figureLines(texts: readonly string[], columns: number): number {
  let lines = 1;
  let used = 0;
  for (const text of texts) {
    const w = displayWidth(text);
    if (used > 0 && used + FIGURE_GAP + w > columns) {
      lines++;
      used = 0;
    }
    used += (used > 0 ? FIGURE_GAP : 0) + w;
  }
  return lines;
}

/** The coins re-issued in 24 hours and how many re-issues, as the console's panel says it: `3,860 · 15 re-issues`. */
function reissuedText(t: Translate, s: MonitorStatus): string {
  return `${grouped(s.reissuedCoins24h)} · ${reissueCountText(t, s.reissues24h, grouped(s.reissues24h))}`;
}

/** The status figures as drawn, each with its tone: red when over its threshold. */
function figureParts(t: Translate, s: MonitorStatus): { text: string; tone: Tone }[] {
  const over = (bad: boolean): Tone => (bad ? 'danger' : 'normal');
  return [
    { text: figure(t, 'monitor.status.version', s.version), tone: 'normal' },
    { text: figure(t, 'monitor.status.uptime', uptimeText(t, s.uptimeSeconds)), tone: 'normal' },
    { text: figure(t, 'monitor.status.db', DATABASE_NAMES[s.db]), tone: 'normal' },
    { text: figure(t, 'monitor.status.rpm', grouped(s.requestsPerMinute)), tone: 'normal' },
    {
      text: figure(t, 'monitor.status.errorRate', `${(s.errorRate * 100).toFixed(2)}%`),
      tone: over(s.errorRate > MONITOR_THRESHOLDS.errorRate),
    },
    {
      text: figure(t, 'monitor.status.p95', `${s.p95Ms} ms`),
      tone: over(s.p95Ms > MONITOR_THRESHOLDS.p95Ms),
    },
    { text: figure(t, 'monitor.status.connections', grouped(s.openConnections)), tone: 'normal' },
    { text: figure(t, 'monitor.status.streams', grouped(s.streams)), tone: 'normal' },
    {
      text: figure(t, 'monitor.status.reissued', reissuedText(t, s)),
      tone: over(s.reissuedCoins24h > MONITOR_THRESHOLDS.reissuedCoins24h),
    },
  ];
}

function Figures({ t, s, color }: { t: Translate; s: MonitorStatus; color: boolean }) {
  return (
    <Box flexWrap="wrap" columnGap={3}>
      {figureParts(t, s).map((f) => (
        <Toned key={f.text} color={color} tone={f.tone}>
          {f.text}
        </Toned>
      ))}
    </Box>
  );
}

/** The keys and what they do, shown by `?` in place of the activity. */
function KeysHelp({ t, color }: { t: Translate; color: boolean }) {
  const kinds = KINDS.map((k) => (k ? t(`monitor.kinds.${k}`) : t('monitor.activity.filterAll'))).join(' → ');
  const keys: [string, string][] = [
    ['q', t('monitor.cli.help.quit')],
    ['p', t('monitor.cli.help.pause')],
    ['/', t('monitor.cli.help.kind', { kinds })],
    ['?', t('monitor.cli.help.toggle')],
  ];
  return (
    <Box flexDirection="column">
      <Toned color={color} tone="strong">
        {t('monitor.cli.help.title')}
      </Toned>
      {keys.map(([key, text]) => (
        <Box key={key}>
          <Box width={4} flexShrink={0}>
            <Toned color={color} tone="accent">
              {key}
            </Toned>
          </Box>
          <Text>{text}</Text>
        </Box>
      ))}
    </Box>
  );
}

/** The live screen: status figures, the activity in aligned columns fitted to `columns`, the keys. */
export function MonitorScreen(props: {
  t: Translate;
  locale: Locale;
  feed: MonitorFeed;
  color: boolean;
  rows: number;
  columns: number;
  onQuit: () => void;
}) {
  const { t, feed, color } = props;
  const [events, setEvents] = useState<MonitorEvent[]>([]);
  const [state, setState] = useState<LiveState>('connecting');
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState<MonitorEvent[]>([]);
  const [kind, setKind] = useState(0);
  const [status, setStatus] = useState<MonitorStatus | null>(null);
  const [pausedRef] = useState(() => ({ current: false }));
  const [help, setHelp] = useState(false);

  useEffect(() => {
    feed.subscribe({
      event: (e) => {
        if (pausedRef.current) setHeld((h) => [e, ...h].slice(0, KEEP));
        else setEvents((list) => [e, ...list.filter((x) => x.id !== e.id)].slice(0, KEEP));
      },
      state: setState,
    });
    feed.recent().then(
      (recent) =>
        setEvents((list) => {
          const seen = new Set(list.map((e) => e.id));
          return [...list, ...recent.filter((e) => !seen.has(e.id))].slice(0, KEEP);
        }),
      () => {},
    );
    const load = () => feed.status().then(setStatus, () => {});
    void load();
    const timer = setInterval(load, STATUS_EVERY_MS);
    return () => clearInterval(timer);
  }, [feed, pausedRef]);

  useInput((input, key) => {
    if (input === '?') setHelp((h) => !h);
    else if (help && key.escape) setHelp(false);
    else if (input === 'q' || key.escape || (key.ctrl && input === 'c')) props.onQuit();
    else if (input === 'p') {
      const next = !pausedRef.current;
      pausedRef.current = next;
      setPaused(next);
      if (!next) {
        setEvents((list) => [...held, ...list].slice(0, KEEP));
        setHeld([]);
      }
    } else if (input === '/') setKind((k) => (k + 1) % KINDS.length);
  });

  const filter = KINDS[kind] ?? null;
  const matching = filter ? events.filter((e) => e.kind === filter) : events;
  // columns sized over every kept event, so they stay put as new ones arrive
  const table = activityLines(t, props.locale, matching, Math.max(20, props.columns - 1));
  // title, figures, a blank line, the header, the rows, a blank line, the keys, and 2 lines to spare
  const figuresTake = status
    ? figureLines(
        figureParts(t, status).map((f) => f.text),
        props.columns,
      )
    : 2;
  const shown = table.lines.slice(0, Math.max(3, props.rows - 7 - figuresTake));
  return (
    <Box flexDirection="column">
      <Box columnGap={2}>
        <Toned color={color} tone="strong">
          {t('monitor.title')}
        </Toned>
        <Toned color={color} tone={STATE_TONES[state]}>
          {t(`monitor.activity.state.${state}`)}
        </Toned>
        {paused && (
          <Toned color={color} tone="accent">
            {t('monitor.cli.paused', { count: held.length })}
          </Toned>
        )}
      </Box>
      {status && <Figures t={t} s={status} color={color} />}
      <Box flexDirection="column" marginTop={1}>
        {help ? (
          <KeysHelp t={t} color={color} />
        ) : shown.length === 0 ? (
          <Toned color={color} tone="muted">
            {t('monitor.activity.empty')}
          </Toned>
        ) : (
          <>
            <Toned color={color} tone="strong">
              {table.header}
            </Toned>
            {shown.map((line, i) => (
              <Text key={matching[i]?.id ?? i} wrap="truncate-end">
                {line}
              </Text>
            ))}
          </>
        )}
      </Box>
      <Box marginTop={1}>
        <Toned color={color} tone="muted">
          {t('monitor.cli.footer', {
            kind: filter ? t(`monitor.kinds.${filter}`) : t('monitor.activity.filterAll'),
          })}
        </Toned>
      </Box>
    </Box>
  );
}

/** Draws the live monitor on the terminal until q (or Esc, Ctrl+C) is pressed. */
export function drawMonitor(opts: {
  io: IOStreams;
  t: Translate;
  locale: Locale;
  feed: MonitorFeed;
}): Promise<void> {
  const { io } = opts;
  return new Promise<void>((resolve) => {
    let instance: ReturnType<typeof render> | undefined;
    const quit = () => {
      instance?.unmount();
      resolve();
    };
    const rows = (io.stdout as { rows?: number }).rows ?? 24;
    instance = render(
      <MonitorScreen
        t={opts.t}
        locale={opts.locale}
        feed={opts.feed}
        color={io.colorEnabled('stdout')}
        rows={rows}
        columns={io.columns('stdout')}
        onQuit={quit}
      />,
      inkOptions(io, 'stdout'),
    );
  });
}
