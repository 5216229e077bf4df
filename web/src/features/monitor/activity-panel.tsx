import { Button, Card, H2, HTMLSelect, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { postMonitorNote, starMonitorNote } from '@opsdeck/shared/api';
import {
  MONITOR_EVENT_KINDS,
  type MonitorEvent,
  type MonitorEventKind,
  monitorChangeText,
} from '@opsdeck/shared/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../components/data-list/format.ts';
import { StaticTag } from '../../components/static-tag.tsx';
import { auditActionLabelOf } from '../../lib/audit-action-label.ts';
import { toastSuccess } from '../../lib/toaster.ts';
import { useDrawnRows } from '../../lib/use-drawn-rows.ts';
import type { LiveState } from './use-live-activity.ts';
import { useMonitorApi } from './use-monitor-api.ts';

/**
 * The rows the list draws first: more than it shows without scrolling. The rest follow in a
 * transition in the next task, so the first rows' mount, layout and paint are not one long task with
 * fifty rows' (each row is a dozen elements and a button).
 */
const FIRST_ROWS = 12;

/** The stream state's tag: green when live, orange while a retry waits, red once it stopped. */
const STATE_INTENTS: Record<LiveState, Intent> = {
  connecting: Intent.NONE,
  live: Intent.SUCCESS,
  reconnecting: Intent.WARNING,
  closed: Intent.DANGER,
};

const KIND_INTENT: Partial<Record<MonitorEventKind, Intent>> = {
  reissue: Intent.WARNING,
  order: Intent.PRIMARY,
  content: Intent.SUCCESS,
  note: Intent.NONE,
};

function EventRow({ event }: { event: MonitorEvent }) {
  const { t, i18n } = useTranslation();
  const { client } = useMonitorApi();
  const note = event.note;
  const change = monitorChangeText(t, i18n.language, event);
  return (
    <li className="od-monitor-event" data-kind={event.kind} data-event-id={event.id}>
      <div className="od-monitor-event-head">
        <StaticTag minimal intent={KIND_INTENT[event.kind] ?? Intent.NONE}>
          {t(`monitor.kinds.${event.kind}`)}
        </StaticTag>
        <strong>{event.operator?.name ?? t('monitor.activity.system')}</strong>
        <span className="od-monitor-action" title={event.action} data-action={event.action}>
          {auditActionLabelOf(event.action)}
        </span>
        <time dateTime={event.time}>{formatZonedDateTime(event.time, i18n.language)}</time>
      </div>
      <div className="od-monitor-event-body">
        {event.memberVisibleId !== null && (
          <span>{t('monitor.activity.member', { id: event.memberVisibleId })}</span>
        )}
        {event.orderNo && (
          <span className="od-monitor-order">{t('monitor.activity.order', { orderNo: event.orderNo })}</span>
        )}
        {change && <span>{change}</span>}
        {note && (
          <>
            <span className="od-monitor-note">{note.content}</span>
            <Button
              size="small"
              variant="minimal"
              icon={note.isCollect ? 'star' : 'star-empty'}
              intent={note.isCollect ? Intent.WARNING : Intent.NONE}
              aria-label={t(note.isCollect ? 'monitor.activity.unstar' : 'monitor.activity.star')}
              onClick={() => void starMonitorNote(client, { id: note.id, isCollect: !note.isCollect })}
            />
          </>
        )}
        {event.status === 'failed' && <StaticTag intent={Intent.DANGER}>failed</StaticTag>}
      </div>
    </li>
  );
}

/** The live activity: every audited write as it commits, newest first, with a kind filter and notes. */
export function ActivityPanel(props: {
  events: MonitorEvent[];
  state: LiveState;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const { client } = useMonitorApi();
  const [kind, setKind] = useState<MonitorEventKind | ''>('');
  const [note, setNote] = useState('');
  const [posting, setPosting] = useState(false);
  const shown = kind ? props.events.filter((e) => e.kind === kind) : props.events;

  async function post(e: FormEvent) {
    e.preventDefault();
    if (!note.trim()) return;
    setPosting(true);
    try {
      await postMonitorNote(client, { content: note });
      setNote('');
      toastSuccess(t('monitor.note.posted'));
    } catch {
      // the client toasted the reason
    } finally {
      setPosting(false);
    }
  }

  const { drawn } = useDrawnRows(shown.length, FIRST_ROWS);
  // more rows below the scrolled view: the last one shown fades out instead of being cut mid-row.
  // Measured in the next frame, not in the commit: a read there forced a layout with every event.
  const list = useRef<HTMLOListElement>(null);
  const [more, setMore] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the rows change
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMore(moreBelow(list.current)));
    return () => cancelAnimationFrame(frame);
  }, [shown, drawn]);

  return (
    <Card className="od-monitor-panel od-monitor-activity">
      <div className="od-monitor-panel-head">
        <H2>{t('monitor.activity.title')}</H2>
        <StaticTag
          round
          intent={STATE_INTENTS[props.state]}
          data-testid="monitor-live-state"
          data-state={props.state}
        >
          {t(`monitor.activity.state.${props.state}`)}
        </StaticTag>
        <HTMLSelect
          aria-label={t('monitor.activity.filterAll')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as MonitorEventKind | '')}
          options={[
            { value: '', label: t('monitor.activity.filterAll') },
            ...MONITOR_EVENT_KINDS.map((k) => ({ value: k, label: t(`monitor.kinds.${k}`) })),
          ]}
        />
      </div>
      <form className="od-monitor-note-form" onSubmit={post}>
        <InputGroup
          aria-label={t('monitor.note.placeholder')}
          placeholder={t('monitor.note.placeholder')}
          value={note}
          maxLength={280}
          onValueChange={setNote}
        />
        <Button type="submit" intent={Intent.PRIMARY} loading={posting} disabled={!note.trim()}>
          {t('monitor.note.post')}
        </Button>
      </form>
      {props.loading ? (
        // the list's full height while it loads: on a phone the panels below do not move when it comes
        <div className="od-monitor-events-loading">
          <Spinner size={24} />
        </div>
      ) : props.error && shown.length === 0 ? (
        <NonIdealState icon="error" title={t('monitor.activity.loadError')} description={props.error} />
      ) : shown.length === 0 ? (
        <NonIdealState icon="pulse" title={t('monitor.activity.empty')} />
      ) : (
        // it scrolls: the keyboard reaches it (Tab, then the arrows scroll it)
        <ol
          ref={list}
          onScroll={() => setMore(moreBelow(list.current))}
          data-more={more || undefined}
          className="od-monitor-events"
          aria-live="polite"
          aria-label={t('monitor.activity.title')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
          tabIndex={0}
          data-testid="monitor-activity"
        >
          {shown.slice(0, drawn).map((e) => (
            <EventRow key={e.id} event={e} />
          ))}
        </ol>
      )}
    </Card>
  );
}

/** True when a scrolling list has rows below what it shows. */
function moreBelow(el: HTMLElement | null): boolean {
  return !!el && el.scrollHeight - el.scrollTop - el.clientHeight > 1;
}
