import { Button, type IconName, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state.tsx';

export type ExceptionCode = 403 | 404 | 500;

const ICONS: Record<ExceptionCode, IconName> = { 403: 'lock', 404: 'search', 500: 'error' };

/**
 * The exception pages (spec §8, screens.md §4.9): 403 'Access to this resource on the server is
 * denied' with Back; 404 'Whoops, this page is gone' with Retry and Back; 500 'Internal server error' with Back.
 */
export function ExceptionPage({ code, onBack, onRetry }: ExceptionPageProps) {
  const { t } = useTranslation();
  return (
    <div className="od-exception">
      <PageState
        icon={ICONS[code]}
        title={String(code)}
        description={t(`exception.e${code}`)}
        action={
          <div className="od-actions">
            {code === 404 && onRetry && (
              <Button icon="refresh" onClick={onRetry}>
                {t('exception.retry')}
              </Button>
            )}
            <Button intent={Intent.PRIMARY} icon="arrow-left" onClick={onBack}>
              {t('exception.back')}
            </Button>
          </div>
        }
      />
    </div>
  );
}

export interface ExceptionPageProps {
  code: ExceptionCode;
  onBack: () => void;
  /** 404 only: try the page again. */
  onRetry?: () => void;
}
