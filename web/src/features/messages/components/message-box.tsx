import { Button, Classes, NonIdealState, Spinner, Tab } from '@blueprintjs/core';
import type { MessageType } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Tabs } from '../../../components/tabs.tsx';
import { formatCount } from '../../../lib/i18n.ts';
import { MESSAGE_TYPES, unreadCounts } from '../../../stores/message-counts.ts';
import { messagesStore } from '../../../stores/messages-store.ts';
import { MessageItem } from './message-item.tsx';

export interface MessageBoxProps {
  onRead: (ids: number[]) => void;
  onReadAll: (type: MessageType) => void;
  onRetry: () => void;
}

/**
 * The message box (screens.md §3.4): message, notice and todo tabs with their unread counts,
 * the messages of the chosen tab, and "mark all read" for that tab. Loading, error and empty states.
 */
export function MessageBox({ onRead, onReadAll, onRetry }: MessageBoxProps) {
  const { t } = useTranslation();
  const { list, status, error } = useSnapshot(messagesStore);
  const [tab, setTab] = useState<MessageType>('message');
  const counts = unreadCounts(list);

  function panel(type: MessageType) {
    if (status === 'error' && list.length === 0) {
      return (
        <NonIdealState
          className="od-message-state"
          icon="error"
          title={t('chrome.messages.loadFailed')}
          description={error ?? undefined}
          action={
            <Button icon="refresh" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    if (status !== 'ready' && list.length === 0) {
      return (
        <div className="od-message-state">
          <Spinner size={24} aria-label={t('common.loading')} />
        </div>
      );
    }
    const items = list.filter((m) => m.type === type);
    if (items.length === 0) {
      return (
        <NonIdealState
          className="od-message-state"
          icon="inbox"
          title={t('chrome.messages.empty')}
          description={t('chrome.messages.emptyHint')}
        />
      );
    }
    return (
      <ul className="od-message-list">
        {items.map((m) => (
          <MessageItem key={m.id} message={m} onRead={(id) => onRead([id])} />
        ))}
      </ul>
    );
  }

  return (
    <section className="od-message-box" aria-label={t('chrome.messages.title')}>
      <Tabs
        id="od-message-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(id as MessageType)}
        renderActiveTabPanelOnly
        fill
      >
        {MESSAGE_TYPES.map((type) => (
          <Tab
            key={type}
            id={type}
            title={t(`message.types.${type}`)}
            tagContent={counts[type] > 0 ? formatCount(counts[type]) : undefined}
            tagProps={{ round: true, intent: 'danger', className: 'od-message-count' }}
            panel={panel(type)}
          />
        ))}
      </Tabs>
      <footer className={`od-message-footer ${Classes.TEXT_MUTED}`}>
        <span>{counts[tab] === 0 && list.length > 0 ? t('chrome.messages.allRead') : null}</span>
        <Button
          variant="minimal"
          size="small"
          icon="tick"
          disabled={counts[tab] === 0}
          onClick={() => onReadAll(tab)}
        >
          {t('chrome.messages.markAllRead')}
        </Button>
      </footer>
    </section>
  );
}
