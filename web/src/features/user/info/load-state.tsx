import { Button, type IconName, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded } from '../lib/use-load.ts';

/** Renders a tab's data once loaded; a spinner before, a retry after a failure. */
export function LoadState<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.failed) {
    return (
      <NonIdealState
        icon="error"
        description={t('account.info.loadFailed')}
        action={<Button text={t('account.info.retry')} onClick={state.reload} />}
      />
    );
  }
  if (state.data === undefined) return <Spinner size={24} />;
  return <>{children(state.data)}</>;
}

/** A tab's loaded list as a grid of cards, or a note when it is empty. */
export function LoadGrid<T>(props: {
  state: Loaded<T[]>;
  empty: { icon: IconName; text: string };
  testId: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <LoadState state={props.state}>
      {(list) =>
        list.length === 0 ? (
          <NonIdealState icon={props.empty.icon} description={t(props.empty.text)} />
        ) : (
          <div className="od-info-grid" data-testid={props.testId}>
            {list.map(props.children)}
          </div>
        )
      }
    </LoadState>
  );
}
