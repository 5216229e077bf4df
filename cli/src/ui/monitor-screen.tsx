import { auditActionLabel, type Locale } from '@opsdeck/shared/i18n';
import type { MonitorEvent, MonitorEventKind, MonitorStatus } from '@opsdeck/shared/schemas';
import { MONITOR_THRESHOLDS, monitorEventKindSchema } from '@opsdeck/shared/schemas';
import { Box, render, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { Translate } from '../i18n.js';
import type { IOStreams } from '../io/io-streams.js';
import { formatDateTime } from './format.js';
import { inkOptions } from './ink-options.js';
import { Toned } from './tone.js';

/** What the screen is fed: events and stream state as they come, the status figures on request. */
export interface MonitorFeed {
  subscribe(on: { event: (e: MonitorEvent) => void; state: (s: 'live' | 'reconnecting') => void }): void;
  status(): Promise<MonitorStatus>;
  /** The newest events before the stream opened, newest first. */
  recent(): Promise<MonitorEvent[]>;
}

const KEEP = 200;
const STATUS_EVERY_MS = 5000;
const KINDS: readonly (MonitorEventKind | null)[] = [null, ...monitorEventKindSchema.options];

/** One event as a line: time, kind, operator, what was done (the audit sentence), member, order. */
export function eventLine(t: Translate, locale: Locale, e: MonitorEvent): string {
  const parts = [
    formatDateTime(e.time),
    t(`monitor.kinds.${e.kind}`),
    e.operator?.name ?? t('monitor.activity.system'),
    auditActionLabel(locale, e.action),
  ];
  if (e.memberVisibleId !== null) parts.push(t('monitor.activity.member', { id: e.memberVisibleId }));
  if (e.orderNo) parts.push(e.orderNo);
  if (e.coins !== null) parts.push(`+${e.coins}`);
  if (e.note) parts.push(`“${e.note.content}”${e.note.isCollect ? ' ★' : ''}`);
  return parts.join('  ');
}

function Figures({ t, s, color }: { t: Translate; s: MonitorStatus; color: boolean }) {
  const over = (bad: boolean) => (bad ? 'danger' : 'normal');
  return (
    <Box flexWrap="wrap" columnGap={3}>
      <Text>{`${t('monitor.status.version')}: ${s.version}`}</Text>
      <Text>{`${t('monitor.status.db')}: ${s.db}`}</Text>
      <Text>{`${t('monitor.status.rpm')}: ${s.requestsPerMinute}`}</Text>
      <Toned color={color} tone={over(s.errorRate > MONITOR_THRESHOLDS.errorRate)}>
        {`${t('monitor.status.errorRate')}: ${(s.errorRate * 100).toFixed(2)}%`}
      </Toned>
      <Toned color={color} tone={over(s.p95Ms > MONITOR_THRESHOLDS.p95Ms)}>
        {`${t('monitor.status.p95')}: ${s.p95Ms} ms`}
      </Toned>
      <Text>{`${t('monitor.status.connections')}: ${s.openConnections}`}</Text>
      <Toned color={color} tone={over(s.reissuedCoins24h > MONITOR_THRESHOLDS.reissuedCoins24h)}>
        {`${t('monitor.status.reissued')}: ${s.reissuedCoins24h}`}
      </Toned>
    </Box>
  );
}

function MonitorScreen(props: {
  t: Translate;
  locale: Locale;
  feed: MonitorFeed;
  color: boolean;
  rows: number;
  onQuit: () => void;
}) {
  const { t, feed, color } = props;
  const [events, setEvents] = useState<MonitorEvent[]>([]);
  const [state, setState] = useState<'live' | 'reconnecting'>('reconnecting');
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState<MonitorEvent[]>([]);
  const [kind, setKind] = useState(0);
  const [status, setStatus] = useState<MonitorStatus | null>(null);
  const [pausedRef] = useState(() => ({ current: false }));

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
    if (input === 'q' || key.escape || (key.ctrl && input === 'c')) props.onQuit();
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
  const shown = (filter ? events.filter((e) => e.kind === filter) : events).slice(
    0,
    Math.max(3, props.rows - 8),
  );
  return (
    <Box flexDirection="column">
      <Box columnGap={2}>
        <Toned color={color} tone="strong">
          {t('monitor.title')}
        </Toned>
        <Toned color={color} tone={state === 'live' ? 'success' : 'danger'}>
          {t(state === 'live' ? 'monitor.activity.live' : 'monitor.activity.reconnecting')}
        </Toned>
        {paused && (
          <Toned color={color} tone="accent">
            {t('monitor.cli.paused', { count: held.length })}
          </Toned>
        )}
      </Box>
      {status && <Figures t={t} s={status} color={color} />}
      <Box flexDirection="column" marginTop={1}>
        {shown.length === 0 ? (
          <Toned color={color} tone="muted">
            {t('monitor.activity.empty')}
          </Toned>
        ) : (
          shown.map((e) => (
            <Text key={e.id} wrap="truncate-end">
              {eventLine(t, props.locale, e)}
            </Text>
          ))
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
        onQuit={quit}
      />,
      inkOptions(io, 'stdout'),
    );
  });
}
