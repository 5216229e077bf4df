/** English (en-US) strings of the analysis screens' content panels and data-chain growth cards. */
export const analysisPanelsEn = {
  analysisPanels: {
    loadError: 'Could not load this panel',
    empty: 'Nothing in this range',
    publishing: {
      title: 'Content publishing',
      hint: 'Wallpapers and templates added, by the day they were created (UTC+8)',
      category: 'Category',
      total: 'Total',
      byCategory: 'By category',
    },
    period: {
      title: 'Content period analysis',
      hint: 'Per two-hour slot of the day (UTC+8), over the range',
      slot: 'Time of day',
      series: {
        published: 'Content added',
        wallpaperUnlocks: 'Wallpaper unlocks',
        templateUnlocks: 'Template unlocks',
      },
    },
    authors: {
      title: 'Popular authors',
      hint: 'Operators who added the most content in the range; views are downloads of their wallpapers plus uses of their templates',
      ranking: 'Rank',
      author: 'Author',
      contentCount: 'Content',
      wallpapers: 'Wallpapers',
      templates: 'Templates',
      clickCount: 'Views',
    },
    chain: {
      title: 'Growth against the previous period',
      hint: 'Each figure against the previous period, and day on day',
      quotas: {
        newMembers: 'New members',
        payingMembers: 'Paying members',
        unlocks: 'Content unlocks',
        coinsSpent: 'Coins spent',
      },
      dayOnDay: '{{quota}}: day on day',
      vsPrevious: 'vs previous period',
    },
  },
};
