import type { DeepStringRecord } from '../../types.js';
import type { webEn } from '../en-US/web.js';

/** 简体中文 (zh-CN) strings of the web console; the same keys as en-US/web.ts. */
export const webZh: DeepStringRecord<typeof webEn> = {
  web: {
    blueprint: {
      close: '关闭',
      increment: '增加',
      decrement: '减少',
      loading: '加载中',
      clearQuery: '清除搜索',
      options: '选项',
      removeTag: '移除',
      back: '返回',
    },
    locale: {
      label: '语言',
      switched: '语言已切换为{{language}}',
      'zh-CN': '中文',
      'en-US': 'English',
    },
    login: {
      demoHint: '点击账号即可用它登录。',
      showPassword: '显示密码',
      hidePassword: '隐藏密码',
      rememberNote: '本设备只保存手机号；密码可由浏览器保存。',
    },
    formChecks: { failed: '表单校验未能加载，未发送任何内容。' },
    charts: { partialDay: '图表截至最近一个完整日；今日至今的数据计入合计。' },
    dayInput: {
      tokens: { year: '年', month: '月', day: '日', hour: '时', minute: '分' },
      format: '{{field}}：请按 {{pattern}} 输入日期',
      formatTime: '{{field}}：请按 {{pattern}} 输入日期和时间',
      notADay: '{{field}}：{{text}} 不是日历上的日期',
      min: '{{field}}：不能早于 {{min}}',
      max: '{{field}}：不能晚于 {{max}}',
    },
    serverMenu: {
      loading: '正在加载菜单…',
      loaded: '菜单加载成功',
      failed: '菜单加载失败：{{message}}',
    },
    layout: {
      skipToContent: '跳到正文',
      externalLink: '在新标签页打开',
      mainMenu: '主菜单',
    },
    workplace: {
      role: '当前角色：{{role}}',
      quickLinks: '快捷入口',
    },
    userInfo: {
      contact: '联系方式',
      work: '工作信息',
      account: '账号信息',
    },
    exception: {
      notFoundBody: '{{path}} 没有对应的页面。',
    },
  },
};
