import { reissueCoins } from '../api/member/reissue-coins.js';
import { reissueVip } from '../api/member/reissue-vip.js';
import { REISSUE_KINDS } from '../reissue/kinds.js';
import { reissueCoinsBodySchema, reissueVipBodySchema } from '../schemas/reissue.js';
import { defineAction } from './define-action.js';
import type { ActionEntry } from './types.js';

/**
 * The money actions: re-issuing coins and VIP days (any signed-in role; above the approval threshold
 * the server holds them for a second admin). The args are the server's own body schemas; run() sends
 * the caller's Idempotency-Key. A module of their own, so that the re-issue screens load these two
 * without the rest of the catalogue.
 */
export function reissueActionEntries(): ActionEntry[] {
  return [
    defineAction({
      id: REISSUE_KINDS.coins.actionId,
      i18nKey: 'patch.actions.reissueCoins',
      groupKey: 'menu.member',
      icon: REISSUE_KINDS.coins.icon,
      keywords: [
        'reissue coins',
        're-issue',
        'patch coins',
        'give coins',
        'coins',
        '补发福币',
        '补发',
        '福币',
        '补单',
      ],
      roles: ['*'],
      risk: 'money',
      args: reissueCoinsBodySchema,
      cli: [REISSUE_KINDS.coins.noun, 'reissue'],
      run: (client, args, opts) => reissueCoins(client, args, opts.idempotencyKey),
    }),
    defineAction({
      id: REISSUE_KINDS.vip.actionId,
      i18nKey: 'patch.actions.reissueVip',
      groupKey: 'menu.member',
      icon: REISSUE_KINDS.vip.icon,
      keywords: [
        'reissue vip',
        're-issue',
        'patch vip',
        'give vip',
        'vip days',
        '补发VIP',
        '补发会员',
        '补发',
        '会员天数',
      ],
      roles: ['*'],
      risk: 'money',
      args: reissueVipBodySchema,
      cli: [REISSUE_KINDS.vip.noun, 'reissue'],
      run: (client, args, opts) => reissueVip(client, args, opts.idempotencyKey),
    }),
  ];
}
