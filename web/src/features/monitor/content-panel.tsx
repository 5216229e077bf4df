import { Card, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ApiClient } from '@opsdeck/shared/api';
import type { ReactNode } from 'react';
import { usePolled } from './use-polled.ts';

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
 * A monitor panel over published content, reloaded on content events: a spinner until the first
 * answer, then the failure, the empty state or `children` with the answer.
 */
export function ContentPanel<T>(props: ContentPanelProps<T>) {
  const { data, error, loading } = usePolled(props.load, 0, props.contentKey);
  let body: ReactNode;
  if (loading) body = <Spinner size={24} />;
  else if (error) body = <NonIdealState icon="error" description={error} />;
  else if (!data || props.isEmpty?.(data))
    body = <NonIdealState icon={props.emptyIcon} title={props.emptyTitle} />;
  else body = props.children(data);
  return (
    <Card className={`od-monitor-panel ${props.className}`}>
      <H2>{props.title}</H2>
      {body}
    </Card>
  );
}
