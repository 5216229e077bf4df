import { Button, Tooltip } from '@blueprintjs/core';
import type { ApiClient } from '@opsdeck/shared/api';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { FocusReturnPopover } from '../../../components/focus-return-popover.tsx';
import { useWebApi } from '../../../lib/api-context.tsx';
import { afterFirstScreen } from '../../../lib/first-screen.ts';
import { formatCount } from '../../../lib/i18n.ts';
import { unreadCounts } from '../../../stores/message-counts.ts';
import { loadMessages, markAllRead, markRead, messagesStore } from '../../../stores/messages-store.ts';
import { MessageBox } from './message-box.tsx';

/**
 * The navbar bell (screens.md §1.3): the unread count on a badge, and the message box in a
 * popover (min-width 400). Messages load once the first screen is drawn, and again each time the box
 * opens.
 */
export function MessageBell({ client }: { client: ApiClient }) {
  const { t } = useTranslation();
  const { list } = useSnapshot(messagesStore);
  const total = unreadCounts(list).total;

  const { whenQuiet } = useWebApi();
  useEffect(() => {
    let mounted = true;
    // after the screen has drawn with its own answers (the badge is not what the operator came for),
    // unless a screen asked already (the workplace's announcements)
    void afterFirstScreen(whenQuiet).then(() => {
      if (mounted && messagesStore.status === 'idle') void loadMessages(client);
    });
    return () => {
      mounted = false;
    };
  }, [client, whenQuiet]);

  const label = total > 0 ? t('chrome.navbar.messagesUnread', { count: total }) : t('chrome.navbar.messages');
  // the bell gets the focus back on closing only if it is still in the box (useFocusReturn)
  return (
    <FocusReturnPopover
      lazy
      placement="bottom-end"
      popoverClassName="od-message-popover"
      onOpening={() => void loadMessages(client)}
      content={
        <MessageBox
          onRead={(ids) => void markRead(client, ids)}
          onReadAll={(type) => void markAllRead(client, type)}
          onRetry={() => void loadMessages(client)}
        />
      }
    >
      <Tooltip content={t('chrome.navbar.messages')} placement="bottom">
        <Button
          variant="outlined"
          className="od-nav-button od-bell"
          icon="notifications"
          aria-label={label}
          data-unread={total}
        >
          {total > 0 && (
            <span className="od-badge" aria-hidden="true">
              {total > 99 ? '99+' : formatCount(total)}
            </span>
          )}
        </Button>
      </Tooltip>
    </FocusReturnPopover>
  );
}
