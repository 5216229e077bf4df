import { Button, ButtonGroup, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import type { Approval, ApprovalStatus } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import {
  Fragment,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { FetchStates } from '../../../components/fetch-states.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { currentLocale, formatRelativeTime } from '../../../lib/i18n.ts';
import type { Fetched } from '../../../lib/use-fetch.ts';
import { changeText, memberText } from '../lib/facts.ts';
import { statusIntent } from '../lib/present.ts';

export const STATUS_FILTERS = ['pending', 'approved', 'rejected', 'expired', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ApprovalListProps {
  filter: StatusFilter;
  onFilter: (f: StatusFilter) => void;
  list: Fetched<Approval[]>;
  selectedId: number | undefined;
  onOpen: (id: number) => void;
  /** `a` on a row: approve it; `r`: reject it (the screen decides whether that is allowed). */
  onKey: (key: 'approve' | 'reject', a: Approval) => void;
}

/** The table's columns (the whole change of the keyboard's row spans them all). */
const COLUMNS = 7;

/**
 * A request's change: one line cut with an ellipsis where it is longer than its column (a media
 * change lists every parameter), its whole text on hover (title) and, on the row the keyboard is on,
 * in a line under the row across the table (`WholeChange`), as the request's process shows it too.
 */
function ChangeCell({ text }: { text: string }) {
  return (
    <td className="od-approvals-change" title={text}>
      <span className="od-approvals-change-text">{text}</span>
    </td>
  );
}

/**
 * A request's member on one line: the visible id, then the nickname, which ends in an ellipsis where
 * the column is short (1280 px with a request open beside the list); the whole on hover (title) and
 * in the request's process, which Enter opens.
 */
function MemberCell({ text }: { text: string }) {
  return (
    <td className="od-approvals-member" title={text}>
      <span className="od-approvals-member-text">{text}</span>
    </td>
  );
}

/**
 * Whether the change of the row the keyboard is on is cut (measured once the row is drawn), so that
 * its whole text is shown under it. A screen reader reads the cell's whole text already.
 */
function useCursorChangeCut(body: RefObject<HTMLTableElement | null>, cursor: number, text: string) {
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const rowEl = body.current?.querySelectorAll('tbody tr.od-approvals-row')[cursor];
    const span = rowEl?.querySelector<HTMLElement>('.od-approvals-change-text');
    // measured again when the row's text changes (another language, the list reloaded)
    setCut(text !== '' && !!span && span.scrollWidth > span.clientWidth + 1);
  }, [body, cursor, text]);
  return cut;
}

function WholeChange({ text }: { text: string }) {
  return (
    <tr className="od-approvals-whole" data-testid="approval-whole-change">
      <td colSpan={COLUMNS}>
        <span aria-hidden="true">{text}</span>
      </td>
    </tr>
  );
}

/**
 * The requests as a table driven by the keyboard: ↑/↓ (or j/k) move, Enter opens the request's
 * process, `a` approves, `r` rejects. The status buttons above filter.
 */
export function ApprovalList({ filter, onFilter, list, selectedId, onOpen, onKey }: ApprovalListProps) {
  const { t, i18n } = useTranslation();
  const rows = list.data ?? [];
  // no row until the operator moves (the first j or ↓ lands on the first row) or one is open
  const [cursor, setCursor] = useState(-1);
  const body = useRef<HTMLTableElement>(null);

  useEffect(() => {
    setCursor(rows.findIndex((a) => a.id === selectedId));
  }, [rows, selectedId]);
  const cursorRow = rows[cursor];
  const cursorText = cursorRow ? changeText(cursorRow, t, i18n.language) : '';
  const cursorCut = useCursorChangeCut(body, cursor, cursorText);

  function onKeyDown(e: KeyboardEvent) {
    // Enter, a, r before any move: the first row (the dialogs that follow name the request)
    const current = rows[cursor] ?? rows[0];
    if (cursor < 0 && current && ['Enter', 'a', 'r'].includes(e.key)) setCursor(0);
    if (e.key === 'ArrowDown' || e.key === 'j') setCursor((c) => Math.min(rows.length - 1, c + 1));
    else if (e.key === 'ArrowUp' || e.key === 'k') setCursor((c) => Math.max(0, c - 1));
    else if (e.key === 'Enter' && current) onOpen(current.id);
    else if (e.key === 'a' && current) onKey('approve', current);
    else if (e.key === 'r' && current) onKey('reject', current);
    else return;
    e.preventDefault();
  }

  return (
    <div className="od-approvals-list">
      <ButtonGroup className="od-approvals-filters">
        {STATUS_FILTERS.map((f) => (
          <Button
            key={f}
            active={f === filter}
            text={f === 'all' ? t('approvals.web.all') : t(`approvals.status.${f}`)}
            onClick={() => onFilter(f)}
            data-testid={`approvals-filter-${f}`}
          />
        ))}
      </ButtonGroup>
      <FetchStates load={list}>
        {() =>
          rows.length === 0 ? (
            <NonIdealState icon="inbox" description={t('approvals.web.empty')} />
          ) : (
            <HTMLTable
              compact
              interactive
              className="od-approvals-table"
              ref={body}
              tabIndex={0}
              onKeyDown={onKeyDown}
              aria-label={t('approvals.title')}
              // j, k, Enter, a and r work from the page too (shortcut-layer.tsx)
              data-keyboard-list
              data-list-keys="a r"
              data-testid="approvals-table"
            >
              <TableHead
                prefix="approvals.web.columns."
                cells={[{ text: 'ID' }, 'kind', 'member', 'change', 'requester', 'status', 'created']}
              />
              <tbody>
                {rows.map((a, i) => (
                  <Fragment key={a.id}>
                    <tr
                      className={[
                        'od-approvals-row',
                        i === cursor ? 'od-approvals-cursor' : '',
                        a.id === selectedId ? 'od-approvals-open' : '',
                      ]
                        .join(' ')
                        .trim()}
                      aria-selected={i === cursor}
                      onClick={() => {
                        setCursor(i);
                        onOpen(a.id);
                      }}
                      data-testid={`approval-row-${a.id}`}
                    >
                      <td>#{a.id}</td>
                      <td className="od-approvals-kind">{t(`approvals.kind.${a.kind}`)}</td>
                      <MemberCell text={memberText(a)} />
                      <ChangeCell text={changeText(a, t, i18n.language)} />
                      <td className="od-approvals-name">{a.requester.name}</td>
                      <td>
                        <Tag minimal intent={statusIntent(a.status as ApprovalStatus)}>
                          {t(`approvals.status.${a.status}`)}
                        </Tag>
                      </td>
                      <td>
                        {formatMediumDateTime(a.createdAt, currentLocale())}{' '}
                        <span className="od-muted od-approvals-ago">({formatRelativeTime(a.createdAt)})</span>
                      </td>
                    </tr>
                    {i === cursor && cursorCut && <WholeChange text={cursorText} />}
                  </Fragment>
                ))}
              </tbody>
            </HTMLTable>
          )
        }
      </FetchStates>
      <p className="od-approvals-hint">{t('approvals.web.keys')}</p>
    </div>
  );
}
