/** English (en-US) strings of the web console's shell and screens (beyond core). */
export const webEn = {
  web: {
    /** Blueprint's built-in English labels, translated (lib/blueprint-labels.ts). */
    blueprint: {
      close: 'Close',
      increment: 'Increase',
      decrement: 'Decrease',
      loading: 'Loading',
      clearQuery: 'Clear the search',
      options: 'Options',
      removeTag: 'Remove',
      back: 'Back',
    },
    locale: {
      label: 'Language',
      switched: 'Language switched to {{language}}',
      'zh-CN': '中文',
      'en-US': 'English',
    },
    login: {
      demoHint: 'Click an account to sign in with it.',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      rememberNote: 'Only the phone number is kept on this device; your browser can save the password.',
    },
    /** A form's save whose checks (loaded after the first paint) could not be loaded (components/checks-failed.tsx). */
    formChecks: { failed: 'The form’s checks could not be loaded; nothing was sent.' },
    charts: { partialDay: 'Ends on the last full day; today so far counts in the totals.' },
    /** The day input (components/form/day-input.tsx): its placeholder's parts and its messages. */
    dayInput: {
      tokens: { year: 'YYYY', month: 'MM', day: 'DD', hour: 'hh', minute: 'mm' },
      format: '{{field}}: enter a day as {{pattern}}',
      formatTime: '{{field}}: enter a day and time as {{pattern}}',
      notADay: '{{field}}: {{text}} is not a date in the calendar',
      min: '{{field}}: must be {{min}} or later',
      max: '{{field}}: must be {{max}} or earlier',
    },
    serverMenu: {
      loading: 'Loading the menu…',
      loaded: 'Menu loaded',
      failed: 'The menu could not be loaded: {{message}}',
    },
    layout: {
      skipToContent: 'Skip to content',
      externalLink: 'Opens in a new tab',
      mainMenu: 'Main menu',
    },
    workplace: {
      role: 'Signed in as {{role}}',
      quickLinks: 'Shortcuts',
    },
    userInfo: {
      contact: 'Contact',
      work: 'Work',
      account: 'Account',
    },
    exception: {
      notFoundBody: 'No page lives at {{path}}.',
    },
  },
} as const;
