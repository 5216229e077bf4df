/**
 * English (en-US) strings of the console chrome: navbar buttons, settings drawer, tab
 * bar, message box, chrome actions of the palette. Setting labels are `settings.*` in ./core.ts.
 */
export const chromeEn = {
  chrome: {
    group: 'Console',
    navbar: {
      search: 'Search',
      language: 'Language',
      theme: 'Toggle theme',
      messages: 'Messages',
      messagesUnread: 'Messages, {{count}} unread',
      fullscreen: 'Fullscreen',
      exitFullscreen: 'Exit fullscreen',
      settings: 'Settings',
      topMenu: 'Top menu',
      more: 'More',
    },
    menu: {
      collapse: 'Collapse menu',
      expand: 'Expand menu',
    },
    settings: {
      themeColor: 'Theme colour',
      themeColorPreset: 'Theme colour {{color}}',
      themeColorCustom: 'Another colour',
      content: 'Content settings',
      other: 'Other settings',
      note: 'Changes apply at once and are kept on this device.',
      copy: 'Copy settings',
      close: 'Close',
      copied: 'Settings copied to the clipboard as JSON',
      copyFailed: 'The settings could not be copied: {{message}}',
      menuWidthRange: '{{min}}–{{max}} px',
    },
    theme: {
      dark: 'Dark theme',
      light: 'Light theme',
    },
    fullscreen: {
      unavailable: 'Fullscreen is not available here: {{message}}',
    },
    tabs: {
      label: 'Open pages',
      group: 'Tabs',
      reload: 'Reload',
      close: 'Close tab',
      closeLeft: 'Close tabs to the left',
      closeRight: 'Close tabs to the right',
      closeOthers: 'Close other tabs',
      closeAll: 'Close all tabs',
      closeNamed: 'Close {{title}}',
      reset: 'Tabs reset to the workplace',
    },
    messages: {
      title: 'Notifications',
      markAllRead: 'Mark all read',
      allRead: 'All caught up',
      empty: 'No content',
      emptyHint: 'Nothing here yet.',
      loadFailed: 'The messages could not be loaded',
      markedAllRead: 'All messages marked read',
      unread: 'Unread',
      status: {
        '0': 'Not started',
        '1': 'Opened',
        '2': 'In progress',
        '3': 'Expiring',
      },
    },
    role: {
      tag: 'Role: {{role}}',
    },
    actions: {
      toggleTheme: 'Toggle dark theme',
      switchLanguage: 'Switch language',
      switchRole: 'Switch roles',
      resetTabs: 'Reset tabs to the workplace',
      markAllRead: 'Mark all messages read',
      copySettings: 'Copy settings',
      openSettings: 'Open settings',
      toggleFullscreen: 'Toggle fullscreen',
    },
  },
} as const;
