/** 分析页的内容面板与较上一周期的增长卡片（zh-CN）。 */
export const analysisPanelsZh = {
  analysisPanels: {
    loadError: '无法加载此面板',
    empty: '此范围内没有数据',
    publishing: {
      title: '内容发布',
      hint: '新增的壁纸和模板，按创建日统计（UTC+8）',
      category: '分类',
      total: '合计',
      byCategory: '按分类',
    },
    period: {
      title: '内容时段分析',
      hint: '范围内按一天中的两小时时段统计（UTC+8）',
      slot: '时段',
      series: {
        published: '新增内容',
        wallpaperUnlocks: '壁纸解锁',
        templateUnlocks: '模板解锁',
      },
    },
    authors: {
      title: '热门作者',
      hint: '范围内新增内容最多的运营人员；浏览量为其壁纸的下载量加模板的使用量',
      ranking: '排名',
      author: '作者',
      contentCount: '内容数',
      wallpapers: '壁纸',
      templates: '模板',
      clickCount: '浏览量',
    },
    chain: {
      title: '较上一周期的增长',
      hint: '各指标与上一周期相比，以及逐日环比',
      quotas: {
        newMembers: '新增会员',
        payingMembers: '付费会员',
        unlocks: '内容解锁',
        coinsSpent: '福币消耗',
      },
      dayOnDay: '{{quota}}：日环比',
      vsPrevious: '较上一周期',
    },
  },
};
