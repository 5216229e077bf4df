import { HTMLTable } from '@blueprintjs/core';
import { getMonitorRotation } from '@opsdeck/shared/api';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../components/table-head.tsx';
import { ContentPanel } from './content-panel.tsx';

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
      {(data) => (
        <HTMLTable compact striped className="od-monitor-table">
          <TableHead
            prefix="monitor.rotation."
            cells={['order', 'cover', 'name', 'collection', 'duration', 'id', 'count']}
          />
          <tbody>
            {data.map((r) => (
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
      )}
    </ContentPanel>
  );
}
