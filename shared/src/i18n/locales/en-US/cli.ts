/** English (en-US) strings of the `opsdeck` command-line tool. */
export const cliEn = {
  cli: {
    root: {
      description: 'OpsDeck in the terminal: sign in, then read your profile and messages.',
      moreHelp: "# Run 'opsdeck <command> --help' for a command's flags and examples.",
      environment: 'Environment',
      env: {
        server: 'API base URL when --server is not given (else the saved server, else {{default}})',
        token: 'a token to use instead of the stored one',
        lang: 'language of messages: en-US or zh-CN (else LC_ALL or LANG)',
        config: 'where credentials.json (mode 0600) and config.json live: {{dir}}',
        noColor: 'set to anything to turn colours off',
      },
      exitCodes: 'Exit codes',
      exit: {
        ok: 'success',
        error: 'failure (the message on stderr says why)',
        usage: 'bad usage, or refused or cancelled',
        session: "not signed in, or the session is gone: run 'opsdeck login'",
        forbidden: 'your role may not do this',
      },
    },
    help: { examples: 'Examples' },
    flags: {
      server: 'OpsDeck API URL (default: OPSDECK_SERVER, the saved server, or {{default}})',
      json: 'print the data as JSON on stdout',
      help: 'show help for the command',
      helpCommand: 'show help for a command',
      version: 'show the version',
    },
    login: {
      summary: 'Sign in to an OpsDeck server',
      description:
        'Sign in with your phone number and password. On a terminal a form asks for both; in scripts pass --phone and pipe the password to --password-stdin. The token is kept in credentials.json, readable only by you, and the server becomes the default.',
      flags: {
        phone: 'phone number to sign in with',
        passwordStdin: 'read the password from standard input',
      },
      needsTerminal:
        'login needs a terminal to ask for the password; in scripts use --phone PHONE --password-stdin',
      phoneRequired: '--password-stdin needs --phone PHONE',
      signedIn: 'Signed in to {{server}} as {{name}} ({{role}})',
      envTokenSet: 'Note: OPSDECK_TOKEN is set and takes precedence over the saved token.',
      form: {
        server: 'Server: {{server}}',
        hint: 'Enter: next / sign in · Tab: switch field · Esc: cancel',
        signingIn: 'Signing in…',
      },
    },
    logout: {
      summary: 'Sign out of an OpsDeck server',
      description:
        'Revoke the token on the server and remove it from credentials.json. The token is removed even when the server cannot be reached.',
      signedOut: 'Signed out of {{server}}',
      notSignedIn: 'Not signed in to {{server}}',
      revokeFailed: 'Removed the saved token, but the server could not revoke it: {{message}}',
      envTokenSet: 'OPSDECK_TOKEN is still set; unset it to stop using that token.',
    },
    profile: {
      summary: 'Show the signed-in operator',
      description: 'Show the profile of the operator signed in to the server.',
      id: 'ID',
    },
    messages: {
      summary: 'Read and list your messages',
      description: 'Your message box: messages, notices and to-dos.',
      none: 'No messages',
      columns: { id: 'ID', type: 'TYPE', status: 'STATUS', time: 'TIME', title: 'TITLE' },
      list: {
        summary: 'List your messages, newest first',
        description:
          'List your messages, newest first. On a terminal a table; piped, one tab-separated line per message: id, type, unread|read, time, title.',
        flags: {
          type: 'only this type: message, notice or todo',
          unread: 'only unread messages',
        },
      },
      read: {
        summary: 'Mark messages as read',
        description: 'Mark messages as read. Only your own messages are changed.',
        args: { ids: 'message ids (positive whole numbers)' },
        badId: "'{{id}}' is not a message id (a positive whole number)",
        done: 'Marked as read: {{ids}}',
      },
    },
    errors: {
      prefix: 'error',
      requestError: 'Request Error: {{cause}}',
      serverHint: 'Is OpsDeck running at {{server}}? Pass --server URL or set OPSDECK_SERVER.',
      notSignedIn: 'Not signed in to {{server}}',
      loginHint: "Run 'opsdeck login' to sign in.",
      usageHint: "Run '{{command}} --help' for usage.",
      badServer: '{{source}}: not an http(s) URL: {{value}}',
      badConfigValue: "'{{value}}' is not a valid value for {{key}}",
      invalidChoice: "{{flag}}: '{{value}}' is not one of: {{options}}",
      cancelled: 'Cancelled',
    },
  },
} as const;
