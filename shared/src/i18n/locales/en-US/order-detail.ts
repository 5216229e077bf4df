/** The order view (a drawer over the order lists) and the business time zone label, en-US. */
export const orderDetailEn = {
  orderDetail: {
    title: 'Order {{orderNo}}',
    titleLoading: 'Order',
    loading: 'Loading the order…',
    notFound: 'Order {{ref}} not found',
    notFoundHint: 'It may have been mistyped; search the list by order number.',
    loadError: 'The order could not be loaded',
    overview: 'Order',
    coinLedger: 'Coin ledger rows',
    pointLedger: 'Point ledger rows',
    vipGrants: 'VIP grants',
    produced: 'What it produced',
    noneProduced: 'This order moved no coins, points or VIP time.',
    audit: 'Audit trail',
    noAudit: 'No operator action is recorded for this order.',
    action: 'Action',
    result: 'Result',
    resultOk: 'Done',
    resultFailed: 'Failed',
    openMember: 'Open member {{visibleId}}',
    cli: {
      summary: 'Show an order',
      description:
        'Orders of every kind (VIP, in-app, payment, exchange, re-issue): show one by its order number.',
      show: {
        summary: 'Show one order',
        description:
          'Show one order: its member, kind, amounts, status and times, then the coin and points ledger rows and VIP grants it produced and its audit trail. ORDER is the order number (such as PAT20261121000123) or the internal ID.',
        args: { order: 'order number (such as PAT20261121000123) or internal ID' },
        member: 'Member',
        id: 'Internal ID',
      },
    },
  },
  time: {
    /** A column or field title with the business time zone (`Created (UTC+8)`). */
    inZone: '{{title}} ({{zone}})',
  },
} as const;
