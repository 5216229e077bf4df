import { Button, Classes, H1, type Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { zonedTitle } from '../../../components/data-list/format.ts';
import { FetchStates } from '../../../components/fetch-states.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { toastSuccess } from '../../../lib/toaster.ts';
import type { Fetched } from '../../../lib/use-fetch.ts';
import { isStaleError } from './api-problem.ts';
import { StaleNotice } from './stale-notice.tsx';
import { StatusTag, statusActionLook } from './status-tag.tsx';

/** Where a detail page's texts (`<keys>.noId`, `.loadFailed`, `.backToList`) and its list are. */
export interface DetailPlace {
  keys: string;
  listPath: string;
}

/**
 * A detail page before its row is there: no id in the URL (back to the list), a failed load (retry),
 * loading; then `children` draws the row.
 */
export function DetailStates<T extends { id: number }>(props: {
  place: DetailPlace;
  id: number | null;
  load: Fetched<T>;
  children: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { place, id, load } = props;
  if (id === null) {
    return (
      <PageState
        icon="search"
        title={t(`${place.keys}.noId`)}
        action={
          <Button
            icon="arrow-left"
            text={t(`${place.keys}.backToList`)}
            onClick={() => navigate(place.listPath)}
          />
        }
      />
    );
  }
  return (
    <FetchStates load={load} failedTitle={`${place.keys}.loadFailed`} ready={(row) => row.id === id}>
      {props.children}
    </FetchStates>
  );
}

/** A row that goes online and offline, checked against the `updatedAt` that was read. */
interface StatusRow {
  status: string;
  updatedAt: string;
}

/**
 * Put online / Take offline: sends the other status with the `updatedAt` that was read and toasts the
 * row's title; when someone else saved first (409 stale) `stale` holds the server's message.
 */
export function useStatusToggle<R extends StatusRow>(
  row: R,
  send: (body: { status: 'online' | 'offline'; updatedAt: string }) => Promise<R>,
  titleOf: (row: R) => string,
  onChanged: (row: R) => void,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const next: 'online' | 'offline' = row.status === 'online' ? 'offline' : 'online';

  async function toggle() {
    setBusy(true);
    setStale(null);
    try {
      const saved = await send({ status: next, updatedAt: row.updatedAt });
      onChanged(saved);
      const key = next === 'online' ? 'contentWeb.editorial.nowOnline' : 'contentWeb.editorial.nowOffline';
      toastSuccess(t(key, { title: titleOf(saved) }));
    } catch (err) {
      if (isStaleError(err)) setStale(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return { next, busy, stale, toggle };
}

export interface DetailHeadProps {
  place: DetailPlace;
  title: string;
  titleTestId: string;
  status: string;
  toggle: ReturnType<typeof useStatusToggle>;
  onEdit: () => void;
  editIntent?: Intent;
  onReload: () => void;
  /** Back to the list (default: open the list's path). */
  onBack?: () => void;
  /** Shown after the status tag (a count). */
  children?: ReactNode;
}

/** A detail page's head: back to the list, the title and status, Put online / Take offline and Edit. */
export function DetailHead(props: DetailHeadProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { next, busy, stale, toggle } = props.toggle;
  return (
    <>
      <div className="od-content-page-head">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t(`${props.place.keys}.backToList`)}
          onClick={props.onBack ?? (() => navigate(props.place.listPath))}
        />
        <H1 data-testid={props.titleTestId}>{props.title}</H1>
        <StatusTag status={props.status} />
        {props.children}
        <div className="od-content-head-actions">
          <Button {...statusActionLook(next, t)} loading={busy} onClick={() => void toggle()} />
          <Button
            intent={props.editIntent}
            icon="edit"
            data-action="edit"
            text={t('contentWeb.actions.edit')}
            onClick={props.onEdit}
          />
        </div>
      </div>
      {stale && <StaleNotice message={stale} onReload={props.onReload} />}
    </>
  );
}

/** A detail page's label/value pairs (category, status, counts, times). */
export function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="od-detail-list">
      {items.map(([label, value]) => (
        <div key={label} className="od-detail-item">
          <dt className={Classes.TEXT_MUTED}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The created and last-changed rows of a detail list, their labels naming the business time zone. */
export function stampRows(
  t: TFunction,
  row: { createdAt: string; updatedAt: string },
  format: (value: string, locale: string) => string,
  locale: string,
): [string, ReactNode][] {
  return [
    [zonedTitle(t, 'contentWeb.columns.createdAt'), format(row.createdAt, locale)],
    [zonedTitle(t, 'contentWeb.columns.updatedAt'), format(row.updatedAt, locale)],
  ];
}

/**
 * A detail page's edit mode: which row is being edited, the props of its edit form (a save shows what
 * the server answered, a stale save reloads) and of its view (Edit, a status change, Reload).
 * `onLeave` runs when the edit ends by Save or Cancel (e.g. to put the focus back on Edit).
 */
export function useDetailEdit<T extends { id: number; updatedAt: string }>(
  load: Fetched<T>,
  onLeave?: () => void,
) {
  const [editing, setEditing] = useState<number | null>(null);
  const leave = () => {
    onLeave?.();
    setEditing(null);
  };
  return {
    editing: editing !== null,
    isEditing: (row: T) => editing === row.id,
    /** The edit form's key: a fresh form for each version of the row. */
    formKey: (row: T) => `${row.id}-${row.updatedAt}`,
    editProps: (row: T) => ({
      row,
      onSaved: (saved: T) => {
        load.setData(saved);
        leave();
      },
      onCancel: leave,
      onReload: () => {
        setEditing(null);
        load.reload();
      },
    }),
    viewProps: (row: T) => ({
      row,
      onEdit: () => setEditing(row.id),
      onChanged: load.setData,
      onReload: load.reload,
    }),
  };
}
