import { Button, Classes } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ActionEntry } from '@opsdeck/shared/catalogue';
import type { Role } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebApi } from '../../../lib/api-context.tsx';
import { afterFirstScreen } from '../../../lib/first-screen.ts';
import { openPaletteAction } from '../../../lib/palette-bus.ts';
import { evaluateSchemaSteps } from '../../../lib/schema-steps.ts';
import { PanelFrame, type PanelState, readyState } from './panel-frame.tsx';

/**
 * The role's quick operations, once the catalogue's actions are in: they come with their argument
 * schemas (zod), so they load after the workplace has drawn with its first answers, and the shared
 * schemas' chunks are evaluated first, each in a task of its own (`evaluateSchemaSteps`, the same run
 * as the keyboard layer's): imported at once, zod with the list and content schemas was one task of
 * 33 ms of CPU here (134 ms at Lighthouse's 4×). The keyboard layer shares the chunk.
 */
function useQuickOperations(role: Role | ''): {
  ops: readonly ActionEntry[] | null;
  failed: boolean;
  retry(): void;
} {
  const [ops, setOps] = useState<readonly ActionEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { whenQuiet } = useWebApi();
  useEffect(() => {
    let live = true;
    void attempt;
    afterFirstScreen(whenQuiet)
      .then(() => evaluateSchemaSteps())
      .then(() => import('./quick-ops-list.ts'))
      .then(
        (m) => live && setOps(m.quickOperations(role)),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [role, attempt, whenQuiet]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { ops, failed, retry };
}

/** Quick operations: one button per action, opening the palette on that action's argument page. */
export function QuickOpsPanel({ role }: { role: Role | '' }) {
  const { t } = useTranslation();
  const { ops, failed, retry } = useQuickOperations(role);
  const state: PanelState = {
    ...readyState(ops?.length === 0, t('dashboard.quickOps.empty'), 'lock'),
    loading: !ops && !failed,
    error: failed ? t('common.requestError') : null,
    retry,
  };
  return (
    <PanelFrame id="quick-ops" title={t('dashboard.quickOps.title')} state={state}>
      <p className={`${Classes.TEXT_MUTED} od-panel-note`}>{t('dashboard.quickOps.hint')}</p>
      <div className="od-quick-ops">
        {ops?.map((a) => (
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
