import { Button, Callout, HTMLTable, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../lib/route-links.ts';
import { formatCount, formatMediumDateTime } from '../lib/format.ts';
import { isVipResult, type ReissueKindSpec, type ReissueResult } from '../lib/reissue-kinds.ts';
import { memberLabel } from './member-picker.tsx';

/** Where a patch order is listed: /order/patch filtered by its number. */
export function reissueOrderHref(orderNo: string): string {
  return pathTo('/order/patch', { orderNo });
}

/**
 * The result of a re-issue: the patch order number (a link to /order/patch), the member's new
 * balance or VIP expiry, and "re-issue another". A replayed answer says it was already issued.
 */
export function ReissueResultView({ spec, result, onAnother, onViewMember }: ReissueResultViewProps) {
  const { t, i18n } = useTranslation();
  const l = i18n.language;
  const orderNo = result.orderNo ?? '';
  return (
    <div className="od-patch-result" data-testid="patch-result">
      <Callout
        intent={result.replayed ? Intent.PRIMARY : Intent.SUCCESS}
        icon={result.replayed ? 'info-sign' : 'tick-circle'}
        title={result.replayed ? t('memberOps.result.replayedTitle') : t('memberOps.result.issuedTitle')}
        data-testid={result.replayed ? 'patch-replayed' : 'patch-issued'}
      >
        {result.replayed && <p>{t('memberOps.result.replayedBody')}</p>}
      </Callout>
      <HTMLTable compact className="od-patch-confirm-table">
        <tbody>
          <tr>
            <th>{t('patch.orderNo')}</th>
            <td>
              <Link to={reissueOrderHref(orderNo)} data-testid="patch-order-no">
                {orderNo}
              </Link>
            </td>
          </tr>
          <tr>
            <th>{t('memberOps.result.member')}</th>
            <td>
              {memberLabel(result.member)} · {result.member.phone}
            </td>
          </tr>
          {isVipResult(result) ? (
            <tr>
              <th>{t('memberOps.result.newVipExpiry')}</th>
              <td data-testid="patch-result-value">{formatMediumDateTime(result.vipExpiresAfter, l)}</td>
            </tr>
          ) : (
            <tr>
              <th>{t('memberOps.result.newBalance')}</th>
              <td data-testid="patch-result-value">{formatCount(result.balanceAfter, l)}</td>
            </tr>
          )}
          <tr>
            <th>
              {spec.kind === 'coins' ? t('memberOps.confirm.giveCoins') : t('memberOps.confirm.giveDays')}
            </th>
            <td>+{formatCount(isVipResult(result) ? result.days : result.coins, l)}</td>
          </tr>
          <tr>
            <th>{t('memberOps.confirm.reason')}</th>
            <td className="od-patch-reason">{result.reason}</td>
          </tr>
          {result.createdAt && (
            <tr>
              <th>{t('memberOps.result.issuedAt')}</th>
              <td>{formatMediumDateTime(result.createdAt, l)}</td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      <ReissueActions spec={spec} onAnother={onAnother}>
        <Button icon="person" text={t('memberOps.result.viewMember')} onClick={onViewMember} />
      </ReissueActions>
    </div>
  );
}

export interface ReissueResultViewProps {
  spec: ReissueKindSpec;
  result: ReissueResult;
  onAnother: () => void;
  onViewMember: () => void;
}

/**
 * After a re-issue (issued or waiting for approval): "re-issue another", then any other action. The
 * screen focuses "re-issue another" once the review has closed (reissue-screen.tsx's reviewClosed),
 * not on mount: the closing review still traps the focus for its closing transition and took it
 * back a frame later, so a key pressed on the button in between (an Enter) was lost.
 */
export function ReissueActions(props: {
  spec: ReissueKindSpec;
  onAnother: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="od-patch-actions">
      <Button
        intent={Intent.PRIMARY}
        icon={props.spec.icon}
        text={t('memberOps.result.another')}
        onClick={props.onAnother}
        data-testid="patch-another"
      />
      {props.children}
    </div>
  );
}
