/** 数据分析页面与 `opsdeck stats` 的简体中文 (zh-CN) 文案。 */
export const analysisZh = {
  analysis: {
    title: '数据分析',
    range: '时间范围',
    presets: { d7: '最近 7 天', d30: '最近 30 天', d90: '最近 90 天' },
    previous: '上一周期 {{from}} – {{to}}',
    todayIncluded: '含今日至今',
    growthNone: '上一周期无数据',
    loadError: '无法加载数据',
    empty: '该范围内没有数据',
    chart: '图表',
    table: '表格',
    csv: '下载 CSV',
    trend: '每日趋势',
    revenueByKind: '按订单类型的收入',
    revenueOf: '收入：{{kind}}',
    day: '日期',
    multi: {
      title: '多维数据分析',
      dimension: '维度',
      dimensions: { kind: '订单类型', channel: '渠道', platform: '平台' },
    },
    metrics: {
      newMembers: '新增会员',
      payingMembers: '付费会员',
      paidOrders: '已支付订单',
      revenue: '收入（元）',
      coinsIssued: '发放福币',
      coinsSpent: '消耗福币',
      unlocks: '解锁次数',
    },
    orderKinds: { vip: 'VIP', iap: '应用内购买', pay: '充值', exchange: '兑换', patch: '补发' },
    columns: { metric: '指标', value: '数值', previous: '上一周期', growth: '增长' },
    cli: {
      summary: '查看数据分析概览（管理员）',
      description:
        '某一时间范围（默认最近 30 个完整日，截至昨天 UTC+8：今日尚未结束）内的新增与付费会员、已支付订单、按订单类型的收入、发放与消耗的福币、解锁次数，并与之前同样长度的范围对比。范围截至今日时会注明。终端上显示表格；通过管道时每项数据一行、以制表符分隔，与其他管道输出的表格一样没有表头行：名称（newMembers、revenue、revenue.vip …）、本期值、上期值（金额以分为单位）和增长率（+12.5% 写作 0.125；无法计算时为空）。时间范围一行输出到 stderr。',
      flags: {
        from: '起始日期，YYYY-MM-DD（UTC+8）',
        to: '结束日期，YYYY-MM-DD（UTC+8）；默认昨天，即最近一个完整日',
      },
      range: '{{from}} – {{to}}（上一周期 {{previousFrom}} – {{previousTo}}）',
      rangeToday: '{{from}} – {{to}}，含今日至今（上一周期 {{previousFrom}} – {{previousTo}}）',
    },
  },
};
