import { Card, H2, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ApiClient } from '@opsdeck/shared/api';
import type { ReactNode } from 'react';
import { FetchStates } from '../../components/fetch-states.tsx';
import { useFetch } from '../../lib/use-fetch.ts';

export interface ContentPanelProps<T> {
  /** The card's own class (beside `od-monitor-panel`). */
  className: string;
  title: string;
  load: (client: ApiClient) => Promise<T>;
  /** Reloads when it changes (a content event arrived). */
  contentKey: number;
  /** Whether an answer holds nothing to show (no answer never does); then `emptyIcon` and `emptyTitle`. */
  isEmpty?: (data: NonNullable<T>) => boolean;
  emptyIcon: IconName;
  emptyTitle: string;
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * A monitor panel over published content, reloaded on content events: the shared loading and
 * failure states until an answer, then the empty state (an answer of nothing, or `isEmpty`) or
 * `children` with the answer.
 */
export function ContentPanel<T>(props: ContentPanelProps<T>) {
  // boxed, so that an answer of null (nothing published yet) is told apart from no answer yet
  const load = useFetch(String(props.contentKey), async (client) => ({ answer: await props.load(client) }));
  return (
    <Card className={`od-monitor-panel ${props.className}`}>
      <H2>{props.title}</H2>
      <FetchStates load={load}>
        {({ answer }) =>
          !answer || props.isEmpty?.(answer) ? (
            <NonIdealState icon={props.emptyIcon} title={props.emptyTitle} />
          ) : (
            props.children(answer)
          )
        }
      </FetchStates>
    </Card>
  );
}
