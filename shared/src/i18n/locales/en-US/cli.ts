import { cliBatchEn } from './cli-batch.js';
import { cliJobsEn } from './cli-jobs.js';
import { cliToolsEn } from './cli-tools.js';

/** English (en-US) strings of the `opsdeck` command-line tool. */
export const cliEn = {
  cli: {
    root: {
      description:
        'OpsDeck in the terminal: look up members, re-issue coins and VIP days, read your profile and messages.',
      moreHelp: "# Run 'opsdeck <command> --help' for a command's flags and examples.",
      environment: 'Environment',
      env: {
        server: 'API base URL when --server is not given (else the saved server, else {{default}})',
        token: 'a token to use instead of the stored one',
        lang: 'language of messages: en-US or zh-CN (else LC_ALL or LANG)',
        config: 'where credentials.json (mode 0600) and config.json live: {{dir}}',
        noColor: 'set to anything to turn colours off',
        browser: 'the browser `opsdeck open` starts (else open, start or xdg-open)',
        httpsProxy:
          'proxy for https servers, reached through a CONNECT tunnel: [http://][user:password@]host[:port] (port 1080 when none); https_proxy first',
        httpProxy: 'proxy for http servers, asked for the whole URL; http_proxy first',
        noProxy:
          'servers reached directly, comma-separated: a host or address, .domain (the domain and its subdomains), host:port, or * for all; no_proxy first. localhost too goes through the proxy unless listed',
      },
      exitCodes: 'Exit codes',
      exit: {
        ok: 'success',
        error: 'failure (the message on stderr says why)',
        usage: 'bad usage, or refused or cancelled',
        session: "not signed in, or the session is gone: run 'opsdeck login'",
        forbidden: 'your role may not do this',
        partial: 'a batch finished, but some rows failed (its summary and --results say which)',
        interrupted: 'interrupted (Ctrl+C); run a batch again with the same file to finish it',
      },
    },
    help: {
      examples: 'Examples',
      jsonFields: 'JSON fields (--json a,b keeps only those)',
      // commander's own headings, each with its colon
      titles: {
        usage: 'Usage:',
        arguments: 'Arguments:',
        options: 'Options:',
        globalOptions: 'Global Options:',
        commands: 'Commands:',
      },
    },
    flags: {
      server: 'OpsDeck API URL (default: OPSDECK_SERVER, the saved server, or {{default}})',
      json: 'print the data as JSON on stdout; --json a,b keeps only those fields',
      jq: 'filter the JSON with a jq expression (implies --json); strings print without quotes',
      ndjson: 'print one JSON object per row and line, as they come; --ndjson a,b keeps only those fields',
      help: 'show help for the command',
      helpCommand: 'Show help for a command',
      version: 'show the version',
    },
    login: {
      summary: 'Sign in to an OpsDeck server',
      description:
        'Sign in with your phone number and password. On a terminal a form asks for both; in scripts pass --phone and pipe the password to --password-stdin. The token is kept in credentials.json, readable only by you, and the server becomes the default.',
      flags: {
        phone: 'phone number to sign in with',
        passwordStdin: 'read the password from standard input',
        otpStdin:
          'with --password-stdin: read the two-factor code (or a recovery code) from the line after the password',
      },
      otpNeedsPassword:
        '--otp-stdin needs --password-stdin: the password on the first line, the code on the second',
      otpMissing:
        'this account has two-factor sign-in on: pass --otp-stdin and put the code on the line after the password',
      codeLabel: 'Code',
      codeHint: 'the 6 digits from your authenticator app, or a recovery code · Enter: verify · Esc: cancel',
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
    stepUp: {
      codeFlag: 'a fresh two-factor code, for an admin with TOTP on (else asked on a terminal)',
      needsCode: 'this needs a fresh two-factor code: pass --code 123456',
      refused: '--code: {{message}}',
      label: 'Code',
      hint: 'this needs a fresh code from your authenticator app · Enter: confirm · Esc: cancel',
    },
    token: {
      summary: 'API tokens for scripts: create, list, revoke',
      description:
        'Scoped, expiring tokens for scripts (OPSDECK_TOKEN): read, reissue, or both, 1–90 days, an optional daily coin cap. The token is printed once.',
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
      columns: { id: 'ID', type: 'TYPE', status: 'STATUS', time: 'TIME ({{zone}})', title: 'TITLE' },
      list: {
        summary: 'List your messages, newest first',
        description:
          "List your messages, newest first. On a terminal a table; piped, one tab-separated line per message: id, type, unread|read, time, title. A message's text: opsdeck messages show <id>.",
        flags: {
          type: 'only this type: message, notice or todo',
          unread: 'only unread messages',
        },
      },
      show: {
        summary: 'Show one message with its whole text',
        description:
          "Shows one of your messages with its whole text: a to-do's change, a notice's or a message's words. On a terminal labelled lines, the text wrapped to the width; piped, 'key value' lines (id, type, status, stage, time, title, subTitle, content). Showing does not mark it read.",
        args: { id: 'message id (a positive whole number)' },
        idInvalid: 'Give the message id as a whole number from 1: opsdeck messages show <id>',
        notFound: 'Message {{id}} is not one of your messages (opsdeck messages list shows their ids)',
        labels: {
          id: 'ID',
          type: 'Type',
          status: 'Status',
          stage: 'Stage',
          time: 'Time',
          title: 'Title',
          content: 'Text',
        },
      },
      read: {
        summary: 'Mark messages as read',
        description: 'Mark messages as read. Only your own messages are changed.',
        args: { ids: 'message ids (positive whole numbers)' },
        badId: "'{{id}}' is not a message id (a positive whole number)",
        done: 'Marked as read: {{ids}}',
        notFound: 'Not found among your messages: {{ids}}',
        noneFound: 'None of these is one of your messages: {{ids}}',
      },
    },
    members: {
      summary: 'Search members and show one',
      description:
        'Members of the app: search them a page at a time, and show one with balances, VIP state, ledgers and orders.',
      none: 'No members match',
      columns: {
        visibleId: 'MEMBER ID',
        nickname: 'NICKNAME',
        phone: 'PHONE',
        status: 'STATUS',
        coins: 'COINS',
        points: 'POINTS',
        vipUntil: 'VIP UNTIL ({{zone}})',
      },
      footer: 'Page {{page}} of {{pages}} · {{total}} members',
      footer_one: 'Page {{page}} of {{pages}} · {{total}} member',
      allFooter: '{{n}} members',
      allFooter_one: '{{n}} member',
      list: {
        summary: 'List members, newest first',
        description:
          'List members, newest registrations first, one page at a time. On a terminal a table; piped, one tab-separated line per member: member ID, nickname, masked phone, status, coins, points, VIP expiry (ISO 8601; empty when never VIP). The page line goes to stderr.',
        flags: {
          query:
            'search: digits match a member ID or phone from the start, other text anywhere in a nickname',
          vip: 'only members whose VIP is active now',
          noVip: 'only members whose VIP is not active',
          status: 'only this status: active or banned',
          page: 'page number, from 1',
          pageSize: "members per page: 1 to 100 (default: config's defaultPageSize, else 10)",
          all: 'every page from --page on, not just one (100 members a page unless --page-size)',
        },
      },
      show: {
        summary: 'Show one member',
        description:
          'Show one member: profile, balances, VIP state and the latest coin and points ledger rows, VIP grants and orders. MEMBER is the internal ID, the 8-digit member ID or the 11-digit phone.',
        args: { member: 'internal ID, 8-digit member ID or 11-digit phone' },
        id: 'Internal ID',
        vipUntil: 'until {{date}}',
        vipExpired: 'expired {{date}}',
        recentHint: 'The latest {{count}} of each are shown; --json has them all.',
        emptySection: '{{section}}: no data',
        ledgerColumns: {
          time: 'TIME ({{zone}})',
          change: 'CHANGE',
          balance: 'BALANCE',
          reason: 'REASON',
          by: 'BY',
        },
        grantColumns: {
          days: 'DAYS',
          starts: 'STARTS ({{zone}})',
          ends: 'ENDS ({{zone}})',
          source: 'SOURCE',
        },
        orderColumns: {
          orderNo: 'ORDER',
          kind: 'KIND',
          status: 'STATUS',
          product: 'PRODUCT',
          time: 'TIME ({{zone}})',
        },
        auditColumns: { time: 'TIME ({{zone}})', action: 'ACTION', by: 'BY', result: 'RESULT' },
      },
    },
    coins: {
      summary: 'Re-issue coins to members',
      description: "Members' coins: re-issue coins with a patch order, safe to retry with the same key.",
    },
    vip: {
      summary: 'Re-issue VIP days to members',
      description:
        "Members' VIP time: re-issue VIP days with a patch order, safe to retry with the same key.",
    },
    ...cliJobsEn,
    reissue: {
      coins: {
        summary: 'Re-issue coins to a member',
        description:
          'Give a member coins with a patch order. The server checks the request first (a dry run); on a terminal you then see the member, the balance before and after, and confirm. Each re-issue carries an idempotency key (--key, or a new one printed with the result): running it again with the same key never issues twice.',
      },
      vip: {
        summary: 'Re-issue VIP days to a member',
        description:
          'Give a member VIP days with a patch order; they start at the current expiry when VIP is active, else now. The server checks the request first (a dry run); on a terminal you then see the member, the VIP expiry before and after, and confirm. Each re-issue carries an idempotency key (--key, or a new one printed with the result): running it again with the same key never issues twice.',
      },
      flags: {
        member: 'the member: internal ID, 8-digit member ID or 11-digit phone',
        key: 'idempotency key, 1 to 128 visible ASCII characters (default: a new one, printed with the result)',
        yes: 'issue without asking (required when not on a terminal)',
      },
      memberName: '{{nickname}} ({{visibleId}})',
      vipExpired: '{{date}} (expired)',
      labels: {
        member: 'Member',
        coins: 'Coins',
        days: 'VIP days',
        balance: 'Balance',
        vipUntil: 'VIP until',
        reason: 'Reason',
        key: 'Idempotency key',
        order: 'Re-issue order',
      },
      confirm: {
        question: 'Issue it? [y/N]',
        hint: 'y then Enter: issue · Enter or n: cancel · Esc: cancel',
        questionApproval: 'Send it for approval? [y/N]',
        hintApproval: 'y then Enter: send for approval · Enter or n: cancel · Esc: cancel',
      },
      declined: 'Cancelled: nothing was issued',
      needsYes:
        'not on a terminal, so nobody can confirm: pass --yes to issue (or --dry-run to check). Nothing was issued.',
      alreadyDone: 'This key was already used for this re-issue; it will not be issued again.',
      keyLine: 'Idempotency key: {{key}}',
      unknownOutcome:
        'No answer from the server about the re-issue ({{cause}}): it may or may not have been issued.',
      retryHint: 'Retry with the same key, which never issues twice:',
    },
    batch: cliBatchEn,
    ...cliToolsEn,
    output: {
      unknownFields: '{{flag}}: unknown field {{fields}}; the fields are: {{known}}',
      jsonAndNdjson: '--json and --ndjson cannot be used together',
      badJq: '--jq: {{problem}}',
    },
    table: {
      hidden: 'Not shown at this width: {{columns}} (a wider terminal or --json shows them)',
      /** Between the names of a list in a sentence. */
      listSeparator: ', ',
      /** A figure with its label. */
      labelValue: '{{label}}: {{value}}',
    },
    errors: {
      line: 'error: {{message}}',
      requestError: 'the request failed: {{cause}}',
      cannotReach: 'cannot reach {{url}}',
      tlsFailed: 'no secure (HTTPS) connection to {{server}}: the server did not answer TLS',
      tlsHint: 'If OpsDeck serves plain HTTP there, use {{server}} (--server or OPSDECK_SERVER).',
      serverHint: 'Is OpsDeck running at {{server}}? Pass --server URL or set OPSDECK_SERVER.',
      proxyHint:
        'Check HTTPS_PROXY and HTTP_PROXY, or list the server in NO_PROXY to reach {{server}} directly.',
      notSignedIn: 'Not signed in to {{server}}',
      loginHint: "Run 'opsdeck login' to sign in.",
      usageHint: "Run '{{command}} --help' for usage.",
      badServer: '{{source}}: not an http(s) URL: {{value}}',
      badConfigValue: "'{{value}}' is not a valid value for {{key}}",
      invalidChoice: "{{flag}}: '{{value}}' is not one of: {{options}}",
      cancelled: 'Cancelled',
      notOpsdeck:
        '{{server}} is not an OpsDeck server: it answered HTTP {{status}} ({{type}}), not the OpsDeck API',
      notOpsdeckHint:
        'Check --server or OPSDECK_SERVER: the API address ends in /api, e.g. http://localhost:8080/api.',
      envTokenRejected: '{{server}} refused the token in OPSDECK_TOKEN: {{reason}}',
      envTokenHint:
        "Set OPSDECK_TOKEN to a valid token, or unset it to use the sign-in saved by 'opsdeck login'.",
    },
    commander: {
      // said as the CLI's own errors are: a sentence after the one prefix
      unknownOption: "Unknown option '{{option}}'",
      unknownCommand: "Unknown command '{{command}}'",
      didYouMean: '(Did you mean {{suggestion}}?)',
      missingArgument: "Missing the required argument '{{argument}}'",
      optionMissingArgument: "Option '{{option}}' needs a value",
      missingMandatoryOption: "Required option '{{option}}' not given",
      excessArguments: 'Too many arguments{{forCommand}}: expected {{expected}}, got {{received}}',
      forCommand: " for '{{command}}'",
      conflictingOption: '{{option}} cannot be used with {{other}}',
      invalidOptionArgument: "Option '{{option}}' argument '{{value}}' is invalid. {{reason}}",
      invalidArgument: "Argument '{{argument}}' value '{{value}}' is invalid. {{reason}}",
      allowedChoices: 'Allowed choices are {{choices}}.',
    },
  },
} as const;
