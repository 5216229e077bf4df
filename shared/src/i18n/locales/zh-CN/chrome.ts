import type { DeepStringRecord } from '../../types.js';
import type { chromeEn } from '../en-US/chrome.js';

/** 简体中文：控制台外壳（导航栏按钮、页面配置、多页签、消息通知、外壳动作），与 en-US/chrome.ts 同键。 */
export const chromeZh: DeepStringRecord<typeof chromeEn> = {
  chrome: {
    group: '控制台',
    navbar: {
      search: '搜索',
      language: '语言',
      theme: '切换主题',
      messages: '消息通知',
      messagesUnread: '消息通知，{{count}} 条未读',
      fullscreen: '全屏',
      exitFullscreen: '退出全屏',
      settings: '页面配置',
      topMenu: '顶部菜单',
      more: '更多',
    },
    menu: {
      collapse: '收起菜单',
      expand: '展开菜单',
    },
    settings: {
      themeColor: '主题色',
      themeColorPreset: '主题色 {{color}}',
      themeColorCustom: '其他颜色',
      content: '内容区域',
      other: '其他设置',
      note: '配置即时生效，并保存在本设备上。',
      copy: '复制配置',
      close: '关闭',
      copied: '配置已以 JSON 格式复制到剪贴板',
      copyFailed: '配置复制失败：{{message}}',
      menuWidthRange: '{{min}}–{{max}} 像素',
    },
    theme: {
      dark: '暗色主题',
      light: '亮色主题',
    },
    fullscreen: {
      unavailable: '当前无法全屏：{{message}}',
    },
    tabs: {
      label: '已打开的页面',
      group: '多页签',
      reload: '重新加载',
      close: '关闭当前标签页',
      closeLeft: '关闭左侧标签页',
      closeRight: '关闭右侧标签页',
      closeOthers: '关闭其它标签页',
      closeAll: '关闭全部标签页',
      closeNamed: '关闭 {{title}}',
      reset: '标签页已重置为工作台',
    },
    messages: {
      title: '消息通知',
      markAllRead: '全部已读',
      allRead: '没有未读消息',
      empty: '暂无内容',
      emptyHint: '这里还没有内容。',
      loadFailed: '消息加载失败',
      markedAllRead: '消息已全部标为已读',
      unread: '未读',
      status: {
        '0': '未开始',
        '1': '已开通',
        '2': '进行中',
        '3': '即将到期',
      },
    },
    role: {
      tag: '角色：{{role}}',
    },
    actions: {
      toggleTheme: '切换暗色主题',
      switchLanguage: '切换语言',
      switchRole: '切换角色',
      resetTabs: '重置标签页为工作台',
      markAllRead: '全部消息标为已读',
      copySettings: '复制配置',
      openSettings: '打开页面配置',
      toggleFullscreen: '切换全屏',
    },
  },
};
