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
  },
  time: {
    /** A column or field title with the business time zone (`Created (UTC+8)`). */
    inZone: '{{title}} ({{zone}})',
  },
} as const;
