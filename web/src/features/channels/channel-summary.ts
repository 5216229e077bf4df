import type { TFunction } from 'i18next';
import type { ChannelDraft } from './channel-draft.ts';

/** The channel as label/value lines in the user's language (the review step and the result pages). */
export function summaryLines(
  d: ChannelDraft,
  t: TFunction,
  code?: string,
): { label: string; value: string }[] {
  const lines = [
    { label: t('fields.activityName'), value: d.activityName },
    ...(code ? [{ label: t('channels.code'), value: code }] : []),
    { label: t('fields.channelType'), value: d.channelType ? t(`channels.type.${d.channelType}`) : '' },
    {
      label: t('fields.promotionTime'),
      value: d.promotionFrom ? `${d.promotionFrom} – ${d.promotionTo}` : '',
    },
    { label: t('fields.promoteLink'), value: d.promoteLink },
    { label: t('fields.advertisingSource'), value: d.advertisingSource },
    { label: t('fields.advertisingMedia'), value: d.advertisingMedia },
    { label: t('fields.keyword'), value: d.keyword.map((k) => t(`channels.keyword.${k}`)).join(', ') },
    { label: t('fields.pushNotify'), value: d.pushNotify ? t('channels.yes') : t('channels.no') },
    { label: t('fields.advertisingContent'), value: d.advertisingContent },
  ];
  return lines.map((l) => ({ ...l, value: l.value || '–' }));
}
