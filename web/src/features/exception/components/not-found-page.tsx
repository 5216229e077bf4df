import { Button, Intent } from '@blueprintjs/core';
import { DEFAULT_ROUTE_PATH } from '@opsdeck/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageState } from '../../../components/page-state.tsx';

/** The catch-all page (screens.md §1.1): "not found" and a back button to the workplace. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="od-exception">
      <PageState
        icon="search"
        title={t('exception.notFound')}
        description={t('web.exception.notFoundBody', { path: pathname })}
        action={
          <Button intent={Intent.PRIMARY} icon="arrow-left" onClick={() => navigate(DEFAULT_ROUTE_PATH)}>
            {t('exception.back')}
          </Button>
        }
      />
    </div>
  );
}
