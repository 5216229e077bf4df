import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SectionState } from './page-state.tsx';

export interface LoadFailedProps {
  /** What failed, already in the reader's words (the title, e.g. "The list could not be loaded"). */
  title: string;
  /** The failure's message (the API client's, already translated). */
  message: string;
  onRetry: () => void;
  /** `page`: in place of a whole screen; `inline`: a callout inside a card or panel. */
  variant?: 'page' | 'inline';
}

/**
 * The console's one way to say that data could not be loaded: what failed, why, and Retry (which
 * takes the focus when it is the whole page, so Enter retries). Screens, panels and drawers show it
 * where their data would be, instead of a blank, a skeleton or a spinner that never ends; a toast is
 * not enough (it goes, the blank stays).
 */
export function LoadFailed({ title, message, onRetry, variant = 'page' }: LoadFailedProps) {
  const { t } = useTranslation();
  const retry = (
    <Button
      icon="refresh"
      intent={variant === 'inline' ? Intent.DANGER : Intent.NONE}
      text={t('common.retry')}
      onClick={onRetry}
      data-testid="load-failed-retry"
    />
  );
  if (variant === 'inline') {
    return (
      <Callout intent={Intent.DANGER} icon="error" title={title} className="od-load-failed" role="alert">
        <p>{message}</p>
        {retry}
      </Callout>
    );
  }
  return (
    <div role="alert" className="od-load-failed">
      <SectionState icon="error" title={title} description={message} action={retry} />
    </div>
  );
}
