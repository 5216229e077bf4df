import { Button, ButtonGroup, Classes, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from './format.ts';
import type { ListData } from './use-list-data.ts';
import type { ListViewControls } from './use-list-view.ts';
import { PAGE_SIZES } from './view-state.ts';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  estimated: boolean;
  /** Rows on the current page (an estimated total pages on while pages are full). */
  rowsOnPage: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** The page count: exact from the total, or open-ended (null) when the total is an estimate. */
export function pageCount(total: number, pageSize: number, estimated: boolean): number | null {
  return estimated ? null : Math.max(1, Math.ceil(total / pageSize));
}

/** First, previous, "Page [n] of N", next, last, and the page size. */
export function ListPager(props: ListPagerProps) {
  const { t, i18n } = useTranslation();
  const { page, pageSize, total, estimated, rowsOnPage, onPage } = props;
  const pages = pageCount(total, pageSize, estimated);
  const [draft, setDraft] = useState(String(page));
  useEffect(() => setDraft(String(page)), [page]);
  const hasNext = pages === null ? rowsOnPage === pageSize : page < pages;

  function go(text: string) {
    const n = Number(text);
    if (Number.isInteger(n) && n >= 1 && (pages === null || n <= pages) && n !== page) onPage(n);
    else setDraft(String(page));
  }

  return (
    <nav className="od-pager" aria-label={t('lists.pager.page')}>
      <ButtonGroup>
        <Button
          icon="double-chevron-left"
          aria-label={t('lists.pager.first')}
          disabled={page <= 1}
          onClick={() => onPage(1)}
        />
        <Button
          icon="chevron-left"
          aria-label={t('lists.pager.previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
      </ButtonGroup>
      <label className="od-pager-page">
        <span>{t('lists.pager.page')}</span>
        <input
          className={`${Classes.INPUT} od-pager-input`}
          name="page"
          inputMode="numeric"
          value={draft}
          aria-label={t('lists.pager.page')}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
          onBlur={() => go(draft)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') go(draft);
          }}
        />
        {pages !== null && <span>{t('lists.pager.of', { pages: formatCount(pages, i18n.language) })}</span>}
      </label>
      <ButtonGroup>
        <Button
          icon="chevron-right"
          aria-label={t('lists.pager.next')}
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
        />
        {pages !== null && (
          <Button
            icon="double-chevron-right"
            aria-label={t('lists.pager.last')}
            disabled={page >= pages}
            onClick={() => onPage(pages)}
          />
        )}
      </ButtonGroup>
      <HTMLSelect
        name="pageSize"
        aria-label={t('lists.pager.pageSizeLabel')}
        value={pageSize}
        onChange={(e) => props.onPageSize(Number(e.currentTarget.value))}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('lists.pager.pageSize', { size }) }))}
      />
    </nav>
  );
}

/** The pager of a list screen, once its query answered a page with rows (none after a failure). */
export function ViewPager<R>({ controls, data }: { controls: ListViewControls; data: ListData<R> }) {
  const { page } = data;
  if (!page || data.error || page.total === 0) return null;
  return (
    <ListPager
      page={controls.view.page}
      pageSize={controls.view.pageSize}
      total={page.total}
      estimated={page.estimated ?? false}
      rowsOnPage={page.list.length}
      onPage={controls.setPage}
      onPageSize={controls.setPageSize}
    />
  );
}
