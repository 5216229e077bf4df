import { Classes, Tag } from '@blueprintjs/core';
import type { Message } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { currentLocale, formatRelativeTime } from '../../../lib/i18n.ts';
import { messageTagOf } from '../lib/message-tags.ts';

/**
 * One row of the message box (spec §3): avatar, title, subTitle, content (two lines at most; all of
 * it while the row has the focus), time, and a status tag for notices and todos. Unread rows are
 * buttons that mark the message read; read rows are drawn at half opacity.
 */
export function MessageItem({ message, onRead }: { message: Message; onRead: (id: number) => void }) {
  const { t } = useTranslation();
  const tag = messageTagOf(message.type, message.messageType);
  const unread = message.status === 0;
  return (
    <li className={`od-message${unread ? '' : ' od-message-read'}`} data-message-id={message.id}>
      <button
        type="button"
        className="od-message-button"
        aria-disabled={!unread}
        onClick={() => unread && onRead(message.id)}
      >
        {message.avatar ? <UserAvatar name={message.title} src={message.avatar} size={32} /> : null}
        <span className="od-message-body">
          <span className="od-message-head">
            <span className="od-message-title">{message.title}</span>
            {message.subTitle && <span className={Classes.TEXT_MUTED}>{message.subTitle}</span>}
            {unread && (
              <span className="od-message-dot" role="img" aria-label={t('chrome.messages.unread')} />
            )}
          </span>
          <span className="od-message-content" title={message.content}>
            {message.content}
          </span>
          <time
            className={`od-message-time ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}
            dateTime={message.time}
            title={formatMediumDateTime(message.time, currentLocale())}
          >
            {formatRelativeTime(message.time)}
          </time>
        </span>
        {tag && (
          <Tag className="od-message-tag" intent={tag.intent} minimal>
            {t(tag.i18nKey)}
          </Tag>
        )}
      </button>
    </li>
  );
}
