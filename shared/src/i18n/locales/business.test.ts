import { describe, expect, test } from 'vitest';
import { CONTENT_TYPES, UNLOCK_VIAS } from '../../schemas/consume.js';
import { COIN_REASONS, POINT_REASONS, VIP_SOURCES } from '../../schemas/ledger.js';
import { MEMBER_CHANNELS, MEMBER_PLATFORMS, MEMBER_STATUSES } from '../../schemas/member.js';
import { ORDER_CHANNELS, ORDER_KINDS, ORDER_STATUSES, PRODUCT_CODES } from '../../schemas/order.js';
import { INVITE_STATUSES } from '../../schemas/task.js';
import { expectEnumLabels, expectSameKeys } from '../../testing/expect-strings.js';
import { translate } from '../translate.js';
import { businessEn, businessFieldsEn } from './en-US/business.js';
import { businessFieldsZh, businessZh } from './zh-CN/business.js';

describe('money area strings', () => {
  test('en-US and zh-CN hold the same keys', () => {
    expectSameKeys({ en: businessEn, zh: businessZh }, { en: businessFieldsEn, zh: businessFieldsZh });
  });

  test('every enum value of the API has a label in both languages', () => {
    const groups: Array<[string, readonly string[]]> = [
      ['member.status', MEMBER_STATUSES],
      ['member.platform', MEMBER_PLATFORMS],
      ['member.channel', MEMBER_CHANNELS],
      ['ledger.coinReason', COIN_REASONS],
      ['ledger.pointReason', POINT_REASONS],
      ['ledger.vipSource', VIP_SOURCES],
      ['order.kind', ORDER_KINDS],
      ['order.status', ORDER_STATUSES],
      ['order.channel', ORDER_CHANNELS],
      ['order.product', PRODUCT_CODES],
      ['consume.contentType', CONTENT_TYPES],
      ['consume.via', UNLOCK_VIAS],
      ['invite.status', INVITE_STATUSES],
    ];
    expectEnumLabels(groups);
  });

  test('field labels reach validation messages and errors interpolate', () => {
    expect(translate('zh-CN', 'fields.coins')).toBe('福币数量');
    expect(translate('en-US', 'fields.phone')).toBe('Phone');
    expect(translate('en-US', 'money.errors.memberNotFound', { id: '42' })).toBe('Member 42 not found');
    expect(translate('zh-CN', 'money.errors.memberBanned', { visibleId: '10000001' })).toContain('10000001');
  });
});
