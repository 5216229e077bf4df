import { Button, Classes } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { actionEntries } from '@opsdeck/shared/catalogue';
import { isVisibleTo } from '@opsdeck/shared/permissions';
import type { Role } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { openPaletteAction } from '../../../lib/palette-bus.ts';
import { PanelFrame, readyState } from './panel-frame.tsx';

/** The catalogue actions a role may run that take arguments (each has an argument page in the palette). */
export function quickOperations(role: Role | '') {
  return actionEntries.filter((a) => !!a.args && !!a.run && isVisibleTo(a.roles, role));
}

/** Quick operations: one button per action, opening the palette on that action's argument page. */
export function QuickOpsPanel({ role }: { role: Role | '' }) {
  const { t } = useTranslation();
  const ops = quickOperations(role);
  return (
    <PanelFrame
      id="quick-ops"
      title={t('dashboard.quickOps.title')}
      state={readyState(ops.length === 0, t('dashboard.quickOps.empty'), 'lock')}
    >
      <p className={`${Classes.TEXT_MUTED} od-panel-note`}>{t('dashboard.quickOps.hint')}</p>
      <div className="od-quick-ops">
        {ops.map((a) => (
          <Button
            key={a.id}
            variant="minimal"
            alignText="start"
            icon={(a.icon as IconName | undefined) ?? 'flash'}
            data-action={a.id}
            onClick={() => openPaletteAction(a.id)}
            text={t(a.i18nKey)}
          />
        ))}
      </div>
    </PanelFrame>
  );
}
