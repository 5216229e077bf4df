import './results.css';
import { AnchorButton, Button, Card, Classes, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageState } from '../../components/page-state.tsx';
import { SubHeading } from '../../components/sub-heading.tsx';
import { pathTo } from '../../lib/route-links.ts';
import { ResultActions } from './result-actions.tsx';
import { resultOf } from './result-state.ts';
import { SubmittedLines } from './submitted-lines.tsx';

/** Where a page reached without a result sends the user (the form whose outcome it shows). */
const FORM_PATH = pathTo('/form/step');
/** The registration process the domain detail line links to. */
const REGISTRATION_URL = 'https://beian.miit.gov.cn/';

/** No result in the router state (a reload of an old entry, the palette, a typed URL): say so. */
function NoResult() {
  const { t } = useTranslation();
  return (
    <PageState
      icon="info-sign"
      title={t('result.empty.title')}
      description={t('result.empty.body')}
      action={
        <Link
          to={FORM_PATH}
          className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
          data-testid="result-empty-link"
        >
          {t('result.empty.link')}
        </Link>
      }
    />
  );
}

/** /result/success: 'Submit Success', the flow's headline, what was submitted and its next steps. */
export function ResultSuccessPage() {
  const { t } = useTranslation();
  const result = resultOf(useLocation().state);
  return (
    <div className="od-page od-result-page">
      <Card>
        {result ? (
          <>
            <PageState
              icon="tick-circle"
              className="od-result-success"
              title={t('result.success.title')}
              description={result.headline ?? t('result.success.subtitle')}
              action={<ResultActions actions={result.actions ?? []} />}
            />
            <SubmittedLines lines={result.lines} />
          </>
        ) : (
          <NoResult />
        )}
      </Card>
    </div>
  );
}

/**
 * /result/error: 'Submit Error' / 'Submit form error' with Go Back and Return for correction; the
 * details name what went wrong: the server's words and field errors, the authority line on a 403,
 * the domain line when the server could not be reached.
 */
export function ResultErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const result = resultOf(useLocation().state);
  if (!result)
    return (
      <div className="od-page od-result-page">
        <Card>
          <NoResult />
        </Card>
      </div>
    );
  const [correct, ...others] = result.actions ?? [];
  return (
    <div className="od-page od-result-page">
      <Card>
        <PageState
          icon="error"
          className="od-result-error"
          title={t('result.error.title')}
          description={t('result.error.subtitle')}
          action={
            <ResultActions
              lead={
                <Button icon="arrow-left" onClick={() => navigate(-1)}>
                  {t('result.error.goBack')}
                </Button>
              }
              actions={[
                ...(correct ? [{ ...correct, label: t('result.error.correct'), primary: true }] : []),
                ...others,
              ]}
            />
          }
        />
        <section className="od-result-block" aria-labelledby="od-result-details">
          <SubHeading level={2} id="od-result-details">
            {t('result.error.details')}
          </SubHeading>
          <ol className="od-result-details" data-testid="result-details">
            {result.message && <li>{t('result.error.server', { message: result.message })}</li>}
            {result.details?.map((d) => (
              <li key={d}>{d}</li>
            ))}
            {result.status === 0 && (
              <li>
                {t('result.error.domain')}{' '}
                <AnchorButton
                  variant="minimal"
                  size="small"
                  intent={Intent.PRIMARY}
                  href={REGISTRATION_URL}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('result.error.registration')}
                </AnchorButton>
              </li>
            )}
            {result.status === 403 && <li>{t('result.error.authority')}</li>}
          </ol>
        </section>
        <SubmittedLines lines={result.lines} />
      </Card>
    </div>
  );
}
