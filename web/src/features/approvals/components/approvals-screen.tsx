import { H1 } from '@blueprintjs/core';
import { approveApproval, rejectApproval } from '@opsdeck/shared/api';
import type { Approval } from '@opsdeck/shared/schemas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../lib/api-context.tsx';
import { useMe } from '../../../lib/use-me.ts';
import { useApprovalDetail, useApprovalList } from '../hooks/use-approvals.ts';
import { type Decision, decidedResult, refusedResult } from '../lib/decision-result.ts';
import { ApprovalList, STATUS_FILTERS, type StatusFilter } from './approval-list.tsx';
import { ApprovalProcess } from './approval-process.tsx';
import { DecideDialogs, type Deciding } from './decide-dialogs.tsx';
import './approvals.css';
import { pathTo } from '../../../lib/route-links.ts';
import { type ParamsPatch, patchParams } from '../../../lib/url-params.ts';

const filterOf = (v: string | null): StatusFilter =>
  (STATUS_FILTERS as readonly string[]).includes(v ?? '') ? (v as StatusFilter) : 'pending';

/**
 * /profile/basic: the approval requests (any role; a non-admin sees their own) and the selected
 * request's approval process. `?status=` filters, `?id=` selects. Admins other than the requester
 * approve (`a`, then Enter) or reject (`r`, a reason, Enter) by keyboard; the server decides who may.
 * The outcome opens /result/success (or /result/error when the server refuses).
 */
export function ApprovalsScreen() {
  const { t } = useTranslation();
  const client = useApi();
  const me = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const selectedId = Number(params.get('id')) || undefined;
  const list = useApprovalList(filter === 'all' ? undefined : filter);
  const detail = useApprovalDetail(selectedId);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [busy, setBusy] = useState(false);

  const set = useCallback(
    (next: ParamsPatch) => setParams((p) => patchParams(p, next), { replace: true }),
    [setParams],
  );

  const mayDecide = (a: Pick<Approval, 'status' | 'requester'>) =>
    me.isAdmin && a.status === 'pending' && a.requester.id !== me.id;

  function ask(how: 'approve' | 'reject', a: Approval) {
    if (!mayDecide(a)) return;
    set({ id: String(a.id) });
    setDeciding({ how, id: a.id, request: a });
  }

  /**
   * Runs a decision, then shows its outcome on /result/success (what was decided and executed), or
   * on /result/error when the server refuses it (already decided, own request, gone).
   */
  async function decide(id: number, how: Decision, run: () => Promise<Approval>, reason?: string) {
    setBusy(true);
    try {
      const a = await run();
      setDeciding(null);
      navigate(pathTo('/result/success'), { state: decidedResult(a, how, t) });
    } catch (error) {
      setBusy(false);
      setDeciding(null);
      navigate(pathTo('/result/error'), { state: refusedResult(id, how, error, t, reason) });
    }
  }

  const open = selectedId !== undefined && detail.data?.id === selectedId ? detail.data : undefined;
  return (
    <div className={`od-page od-approvals-page${selectedId === undefined ? '' : ' od-approvals-page-open'}`}>
      <H1 className="od-list-title">{t('approvals.title')}</H1>
      <ApprovalList
        filter={filter}
        onFilter={(f) => set({ status: f })}
        list={list}
        selectedId={selectedId}
        onOpen={(id) => set({ id: String(id) })}
        onKey={ask}
      />
      <ApprovalProcess
        id={selectedId}
        detail={detail}
        canDecide={open !== undefined && mayDecide(open)}
        onApprove={() => open && ask('approve', open)}
        onReject={() => open && ask('reject', open)}
        onBack={() => navigate(-1)}
      />
      <DecideDialogs
        deciding={deciding}
        busy={busy}
        onCancel={() => setDeciding(null)}
        onApprove={(id) => decide(id, 'approve', () => approveApproval(client, id))}
        onReject={(id, reason) => decide(id, 'reject', () => rejectApproval(client, id, reason), reason)}
      />
    </div>
  );
}
