import { type IconName, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { isNotFound } from '../lib/not-found.ts';
import type { Fetched } from '../lib/use-fetch.ts';
import { DetailDrawer } from './detail-drawer.tsx';
import { FetchStates } from './fetch-states.tsx';

export interface RecordDrawerProps<T, K> {
  /** The record asked for (its id or reference from the URL); null: closed (the last record stays while it closes). */
  asked: K | null;
  load: Fetched<T>;
  /** Whether a loaded record is the one asked for. */
  isAsked: (record: T, asked: K) => boolean;
  onClose: () => void;
  icon: IconName;
  className: string;
  testId: string;
  /** The title: the record's once it is shown, else (null) while it loads. */
  title: (record: T | null) => string;
  /** i18n key of a failed load's title. */
  failedTitle: string;
  /** What the drawer says when the server answers 404. */
  notFound: { title: string; description: string };
  /** Actions on the shown record. */
  footer?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * A list's detail drawer over one record loaded by its id or reference: "not found" when the server
 * answers 404, else the shared loading and failure states (FetchStates), then the record with its
 * footer of actions.
 */
export function RecordDrawer<T, K>(props: RecordDrawerProps<T, K>) {
  const { asked, load } = props;
  const notFound = asked !== null && isNotFound(load.failure);
  const isShown = (record: T) => asked === null || props.isAsked(record, asked);
  const record = load.data !== null && isShown(load.data) && !notFound ? load.data : null;
  return (
    <DetailDrawer
      isOpen={asked !== null}
      onClose={props.onClose}
      className={props.className}
      icon={props.icon}
      title={props.title(record)}
      testId={props.testId}
      footer={record !== null && props.footer?.(record)}
    >
      {notFound ? (
        <NonIdealState icon="search" title={props.notFound.title} description={props.notFound.description} />
      ) : (
        <FetchStates load={load} failedTitle={props.failedTitle} ready={isShown}>
          {props.children}
        </FetchStates>
      )}
    </DetailDrawer>
  );
}
