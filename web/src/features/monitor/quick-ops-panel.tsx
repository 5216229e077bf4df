import { Button, Card, H2 } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { openPaletteAction } from '../../lib/palette-bus.ts';

/** The monitor's quick operations: catalogue actions, run through the palette's own pages and confirmation. */
const OPS: { actionId: string; i18nKey: string; icon: IconName }[] = [
  { actionId: 'member.reissueCoins', i18nKey: 'monitor.quick.reissueCoin', icon: 'bank-account' },
  { actionId: 'member.reissueVip', i18nKey: 'monitor.quick.reissueVip', icon: 'crown' },
  { actionId: 'content.publish', i18nKey: 'monitor.quick.online', icon: 'cloud-upload' },
  { actionId: 'content.unpublish', i18nKey: 'monitor.quick.offline', icon: 'cloud-download' },
  { actionId: 'monitor.postNote', i18nKey: 'monitor.quick.postNote', icon: 'comment' },
];

export function QuickOpsPanel() {
  const { t } = useTranslation();
  return (
    <Card className="od-monitor-panel">
      <H2>{t('monitor.quick.title')}</H2>
      <div className="od-monitor-quick">
        {OPS.map((op) => (
          <Button key={op.actionId} icon={op.icon} onClick={() => openPaletteAction(op.actionId)}>
            {t(op.i18nKey)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
