import { Button } from '@blueprintjs/core';
import { routeShortcuts, shortcutKeyCaps } from '@opsdeck/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SectionState } from '../../components/page-state.tsx';
import { isMacPlatform } from '../../lib/early-keys.ts';
import { pathTo } from '../../lib/route-links.ts';

/** How a shortcut reads in a sentence: `g m` → "G M", `mod+k` → "Ctrl+K" (⌘+K on a Mac). */
const keysText = (shortcut: string) =>
  shortcutKeyCaps(shortcut, isMacPlatform())
    .map((caps) => caps.join('+'))
    .join(' ');

/**
 * No re-issue job yet: what a job is started from, with its keys (the member list's `g m` and its
 * "Re-issue to all … matching" button, or the palette's action), and a button to the member list.
 * The screen follows the event stream, so a job started anywhere replaces this at once.
 */
export function JobsEmpty() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="od-jobs-empty" data-testid="jobs-empty">
      <SectionState
        icon="inbox"
        title={t('reissueJobs.web.emptyTitle')}
        description={t('reissueJobs.web.empty', {
          members: keysText(routeShortcuts.MemberList ?? 'g m'),
          palette: keysText('mod+k'),
        })}
        action={
          <Button
            icon="people"
            text={t('reissueJobs.web.openMembers')}
            onClick={() => navigate(pathTo('/member/list'))}
          />
        }
      />
    </div>
  );
}
