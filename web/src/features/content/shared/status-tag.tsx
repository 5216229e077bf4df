import { type IconName, Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StaticTag } from '../../../components/static-tag.tsx';

/** Tag colours of the content statuses (draft, online, offline, enabled, disabled). */
export const STATUS_INTENTS: Readonly<Record<string, Intent>> = {
  draft: Intent.NONE,
  online: Intent.SUCCESS,
  offline: Intent.WARNING,
  enabled: Intent.SUCCESS,
  disabled: Intent.NONE,
};

/**
 * The look of the button that puts content online (green, open eye) or takes it offline (orange,
 * closed eye): its icon, intent and text.
 */
export function statusActionLook(
  next: 'online' | 'offline',
  t: TFunction,
): { icon: IconName; intent: Intent; text: string } {
  return next === 'online'
    ? { icon: 'eye-open', intent: Intent.SUCCESS, text: t('contentWeb.actions.putOnline') }
    : { icon: 'eye-off', intent: Intent.WARNING, text: t('contentWeb.actions.takeOffline') };
}

/** A content status as a minimal tag ("Online", "Draft"…). */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <StaticTag minimal intent={STATUS_INTENTS[status]} className="od-enum-tag" data-status={status}>
      {t(`content.status.${status}`)}
    </StaticTag>
  );
}

/** Access as a tag: "Free", "VIP", or the price in coins (just "Coins" when the price is not known). */
export function AccessTag({ access, priceCoins }: { access: string; priceCoins?: number }) {
  const { t } = useTranslation();
  const intent = access === 'vip' ? Intent.WARNING : access === 'coin' ? Intent.PRIMARY : Intent.NONE;
  return (
    <StaticTag minimal intent={intent} className="od-enum-tag" data-access={access}>
      {access === 'coin' && priceCoins !== undefined
        ? t('content.price', { count: priceCoins })
        : t(`content.access.${access}`)}
    </StaticTag>
  );
}
