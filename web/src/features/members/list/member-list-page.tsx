import { Button } from '@blueprintjs/core';
import { createReissueJob, quietly } from '@opsdeck/shared/api';
import type { MemberRow, Page, ReissueJob, ReissueJobInput } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataList } from '../../../components/data-list/data-list.tsx';
import { parseView, viewSpecOf } from '../../../components/data-list/view-state.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { formatCount } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-links.ts';
import { toastInfo, toastSuccess } from '../../../lib/toaster.ts';
import { useUrlDrawer } from '../../../lib/use-url-drawer.ts';
import { MemberDrawer } from '../components/member-drawer.tsx';
import { memberListDefinitionFor } from './member-list-definition.tsx';
import { OPENED_FROM_LIST, openMemberId } from './open-member.ts';
import { REISSUE_ALL_PARAM, ReissueAllDialog } from './reissue-all-dialog.tsx';
import { useChannelOptions } from './use-channel-options.ts';

/**
 * /member/list: the member list; Enter, a double click or the member ID opens the member drawer,
 * whose member is kept in the URL (`?member=<id>`) so a link or a reload reopens it. A drawer opened
 * from the list closes with Back (one history entry per look at a member); one opened by a link
 * closes by dropping `member` from the URL. With a filter on, "Re-issue to all N matching" (the
 * button, or the palette's action, which opens it through `?reissueAll=1`) starts a re-issue job for
 * every member the filter finds, after the server's review.
 */
export function MemberListPage() {
  const { t } = useTranslation();
  const client = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const drawer = useUrlDrawer('member', OPENED_FROM_LIST);
  const memberId = openMemberId(drawer.params);
  const channels = useChannelOptions();
  const def = useMemo(() => memberListDefinitionFor(channels), [channels]);
  const { open } = drawer;
  const openRow = useCallback((row: MemberRow) => open(String(row.id)), [open]);
  const [page, setPage] = useState<Page<MemberRow> | null>(null);
  const spec = useMemo(() => viewSpecOf(def), [def]);
  const filters = useMemo(() => parseView(params, spec).filters, [params, spec]);
  const hasFilter = Object.keys(filters).length > 0;
  const [reviewing, setReviewing] = useState<Readonly<Record<string, string>> | null>(null);

  // the palette's "Re-issue to all matching" asks through the URL: open the form on this filter
  const asked = params.get(REISSUE_ALL_PARAM) === '1';
  useEffect(() => {
    if (!asked) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(REISSUE_ALL_PARAM);
        return next;
      },
      { replace: true },
    );
    if (hasFilter) setReviewing(filters);
    else toastInfo(t('reissueJobs.matching.needFilter'));
  }, [asked, setParams, hasFilter, filters, t]);

  const submit = useCallback(
    (body: ReissueJobInput, key: string | undefined) => createReissueJob(quietly(client), body, key),
    [client],
  );
  const created = useCallback(
    (job: ReissueJob) => {
      setReviewing(null);
      toastSuccess(
        job.status === 'pending_approval'
          ? t('reissueJobs.matching.held', { id: job.id, approvalId: job.approvalId })
          : t('reissueJobs.matching.started', { id: job.id, count: formatCount(job.count) }),
      );
      navigate(pathTo('/member/reissue-jobs', { id: job.id }));
    },
    [navigate, t],
  );

  return (
    <>
      <DataList
        def={def}
        title="menu.member.list"
        onOpen={openRow}
        onPage={setPage}
        tools={() =>
          hasFilter && page && !page.estimated && page.total > 0 ? (
            <Button
              icon="send-to"
              intent="primary"
              text={t('reissueJobs.matching.button', { count: formatCount(page.total) })}
              // Status = Banned: every row would fail, and the server refuses such a job
              disabled={filters.status === 'banned'}
              title={filters.status === 'banned' ? t('reissueJobs.matching.allBanned') : undefined}
              onClick={() => setReviewing(filters)}
              data-testid="reissue-all-button"
            />
          ) : null
        }
      />
      <MemberDrawer memberId={memberId} onClose={drawer.close} />
      <ReissueAllDialog
        filter={reviewing}
        onClose={() => setReviewing(null)}
        submit={submit}
        onCreated={created}
      />
    </>
  );
}
