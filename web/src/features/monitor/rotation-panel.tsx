import { Card, H2, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { getMonitorRotation } from '@opsdeck/shared/api';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../components/table-head.tsx';
import { usePolled } from './use-polled.ts';

/** A playing time in seconds as m:ss. */
const playingTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The monitor list: content in rotation (online collections' items), reloaded on content events. */
export function RotationPanel({ contentKey }: { contentKey: number }) {
  const { t } = useTranslation();
  const { data, error, loading } = usePolled(getMonitorRotation, 0, contentKey);
  return (
    <Card className="od-monitor-panel od-monitor-rotation">
      <H2>{t('monitor.rotation.title')}</H2>
      {loading ? (
        <Spinner size={24} />
      ) : error ? (
        <NonIdealState icon="error" description={error} />
      ) : !data || data.length === 0 ? (
        <NonIdealState icon="th-list" title={t('monitor.rotation.empty')} />
      ) : (
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
    </Card>
  );
}
