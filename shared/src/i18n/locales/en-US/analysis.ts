/** English (en-US) strings of the data analysis screens and `opsdeck stats`. */
export const analysisEn = {
  analysis: {
    title: 'Data analysis',
    range: 'Range',
    presets: { d7: 'Last 7 days', d30: 'Last 30 days', d90: 'Last 90 days' },
    previous: 'Previous {{from}} – {{to}}',
    todayIncluded: 'Today so far included',
    growthNone: 'no previous data',
    loadError: 'Could not load the figures',
    empty: 'No data in this range',
    chart: 'Chart',
    table: 'Table',
    csv: 'Download CSV',
    trend: 'Daily trend',
    revenueByKind: 'Revenue by order kind',
    revenueOf: 'Revenue: {{kind}}',
    day: 'Day',
    multi: {
      title: 'Multi-dimension analysis',
      dimension: 'Dimension',
      dimensions: { kind: 'Order kind', channel: 'Channel', platform: 'Platform' },
    },
    metrics: {
      newMembers: 'New members',
      payingMembers: 'Paying members',
      paidOrders: 'Paid orders',
      revenue: 'Revenue (¥)',
      coinsIssued: 'Coins issued',
      coinsSpent: 'Coins spent',
      unlocks: 'Unlocks',
    },
    orderKinds: {
      vip: 'VIP',
      iap: 'In-app purchase',
      pay: 'Top-up',
      exchange: 'Exchange',
      patch: 'Re-issue',
    },
    columns: { metric: 'Metric', value: 'Value', previous: 'Previous', growth: 'Growth' },
    cli: {
      summary: 'Show the analysis overview figures (admins)',
      description:
        'New and paying members, paid orders, revenue by order kind, coins issued and spent, unlocks over a range (by default the last 30 full days, ending yesterday UTC+8: today is under way), against the range of the same length before it. A range you end on today says so. On a terminal a table; piped, one tab-separated line per figure, with no header row, as every piped table: its name (newMembers, revenue, revenue.vip …), value, previous value (money in fen, 1/100 yuan) and growth (0.125 for +12.5%; empty when there is none). The range line goes to stderr.',
      flags: {
        from: 'first day, YYYY-MM-DD (UTC+8)',
        to: 'last day, YYYY-MM-DD (UTC+8); default yesterday, the last full day',
      },
      range: '{{from}} – {{to}} (previous {{previousFrom}} – {{previousTo}})',
      /** A range that takes in today: its figures hold today so far. */
      rangeToday: '{{from}} – {{to}}, today so far included (previous {{previousFrom}} – {{previousTo}})',
    },
  },
};
