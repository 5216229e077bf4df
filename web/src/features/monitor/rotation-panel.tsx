import { HTMLTable } from '@blueprintjs/core';
import { getMonitorRotation } from '@opsdeck/shared/api';
import type { RotationItem } from '@opsdeck/shared/schemas';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenNearViewport } from '../../components/chart/near-viewport.ts';
import { TableHead } from '../../components/table-head.tsx';
import { ContentPanel } from './content-panel.tsx';

/**
 * The rows the table draws with the answer; the rest (up to 100, nine elements each) once the table
 * nears the viewport, in a transition. Drawn with the answer, their style and table layout were the
 * monitor's largest frame (1,600 objects laid out, 55 ms of CPU here, 110 ms at Lighthouse's 4x),
 * although the table is below the fold on a phone; drawn in the next task instead, they were still
 * that frame, a little later in the load.
 */
const FIRST_ROWS = 10;
/** How far below the viewport the table's rows start to be drawn (a head start on a scroll). */
const DRAW_MARGIN = '400px';

/** A playing time in seconds as m:ss. */
const playingTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The monitor list: content in rotation (online collections' items), reloaded on content events. */
export function RotationPanel({ contentKey }: { contentKey: number }) {
  const { t } = useTranslation();
  return (
    <ContentPanel
      className="od-monitor-rotation"
      title={t('monitor.rotation.title')}
      load={getMonitorRotation}
      contentKey={contentKey}
      isEmpty={(rows) => rows.length === 0}
      emptyIcon="th-list"
      emptyTitle={t('monitor.rotation.empty')}
    >
      {(data) => <RotationTable rows={data} />}
    </ContentPanel>
  );
}

/** The rotation rows: the first ones at once, the rest when the table nears the viewport. */
export function RotationTable({ rows }: { rows: RotationItem[] }) {
  const [all, setAll] = useState(false);
  const table = useRef<HTMLTableElement>(null);
  const capped = !all && rows.length > FIRST_ROWS;
  useEffect(() => {
    if (!capped || !table.current) return;
    return whenNearViewport(table.current, () => startTransition(() => setAll(true)), DRAW_MARGIN);
  }, [capped]);
  return (
    <HTMLTable ref={table} compact striped className="od-monitor-table">
      <TableHead
        prefix="monitor.rotation."
        cells={['order', 'cover', 'name', 'collection', 'duration', 'id', 'count']}
      />
      <tbody>
        {(capped ? rows.slice(0, FIRST_ROWS) : rows).map((r) => (
          <tr key={`${r.collectionId}-${r.kind}-${r.id}`}>
            <td>{r.order}</td>
            <td>
              <img className="od-monitor-thumb" src={r.cover} alt="" loading="lazy" />
            </td>
            <td>{r.name}</td>
            <td>{r.collectionName}</td>
            <td>{r.duration === null ? '—' : playingTime(r.duration)}</td>
            <td>
              {r.kind === 'wallpaper' ? 'W' : 'T'}
              {r.id}
            </td>
            <td>{r.rotationCount}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
