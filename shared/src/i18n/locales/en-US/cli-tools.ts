/** English (en-US) strings of the CLI's catalogue actions, config, completion and open; spread into cli.ts. */
export const cliToolsEn = {
  content: {
    summary: 'Publish and unpublish wallpapers and templates',
    description: 'Content in bulk: set wallpapers or templates online (publish) or offline (unpublish).',
  },
  channels: {
    summary: 'Create promotion channels',
    description:
      'Promotion channels: create one (members carry its code); --promotion-time is a JSON pair of days, e.g. \'["2026-03-01","2026-03-31"]\'.',
  },
  sets: {
    summary: 'Take curated sets online or offline',
    description: 'Curated sets: take one online or offline by its id.',
  },
  wallpapers: { summary: 'Create wallpapers', description: 'Wallpapers: create one from an uploaded image.' },
  templates: { summary: 'Create templates', description: 'Greeting templates: create one with its layout.' },
  automation: {
    summary: 'Turn reward automations on or off',
    description: 'Automations: turn one of the reward switches (sign-in, invite rewards) on or off.',
  },
  policy: {
    summary: 'Change the re-issue limits (money controls; admins)',
    description:
      'Money controls: the re-issue limits per member and per operator over rolling windows (hours). Lowering a limit or lengthening a window applies at once; raising a limit or shortening a window waits for another admin’s approval (the answer says pending, with its approval id).',
  },
  notes: {
    summary: 'Post a note to the real-time monitor (admins)',
    description:
      'Notes: post a short note to the real-time monitor’s live activity, where every admin sees it.',
  },
  checkins: {
    summary: 'Record a missed sign-in for a member',
    description: 'Sign-in tasks: record a sign-in a member missed (its reward follows the rules).',
  },
  invites: {
    summary: 'Record an invite for a member',
    description: 'Invite tasks: record an invite the app did not count (its reward follows the rules).',
  },
  args: {
    enabled: 'turn it on (leave the flag out to turn it off)',
    coins: 'coins to give',
    days: 'VIP days to add',
    reason: 'why, kept on the order and the ledger',
    dryRun: 'let the server check it and show the result, writing nothing',
    contentType: 'what to change',
    ids: 'the ids',
    categoryId: 'the category id',
    topicIds: 'wallpaper topic ids',
    tags: 'tags',
    imageUrl: 'the image (an /uploads/… path or an http(s) URL)',
    thumbUrl: 'the thumbnail (an /uploads/… path or an http(s) URL)',
    coverUrl: 'the cover (an /uploads/… path or an http(s) URL; default: drawn from the layout)',
    layout: 'the layout (canvas and layers)',
    priceCoins: 'price in coins (only when access is coin)',
  },
  argRules: {
    integer: {
      range: 'a whole number from {{min}} to {{max}}',
      min: 'a whole number, at least {{min}}',
      max: 'a whole number, at most {{max}}',
      any: 'a whole number',
    },
    number: {
      range: 'a number from {{min}} to {{max}}',
      min: 'a number, at least {{min}}',
      max: 'a number, at most {{max}}',
      any: 'a number',
    },
    text: {
      range: '{{min}} to {{max}} characters',
      range_one: '{{min}} to {{max}} character',
      min: 'at least {{min}} characters',
      min_one: 'at least {{min}} character',
      max: 'up to {{max}} characters',
      max_one: 'up to {{max}} character',
      any: 'text',
    },
    count: {
      range: '{{min}} to {{max}} of them',
      min: 'at least {{min}} of them',
      max: 'up to {{max}} of them',
      any: 'any number of them',
    },
    enum: 'one of {{values}}',
    json: 'JSON',
    list: '{{each}}, comma-separated or the flag repeated, {{count}}',
    required: '(required)',
    default: '(default: {{value}})',
  },
  actions: {
    description:
      '{{title}}: catalogue action {{id}} ({{risk}}), the one the console palette runs; the server checks the same rules again.',
    risk: {
      safe: 'no confirmation',
      confirm: 'asks to confirm on a terminal; --yes in scripts',
      money: 'moves money',
    },
    flags: { yes: 'do it without asking (required when not on a terminal)' },
    badJson: '{{flag}} must be JSON',
    needsYes: 'not on a terminal, so nobody can confirm: pass --yes to {{command}}. Nothing was changed.',
    confirm: 'Go ahead? [y/N]',
    done: 'Done: {{action}}',
  },
  config: {
    summary: 'Read and change the CLI settings',
    description:
      'Settings kept in config.json in your config directory: server (the API URL used when neither --server nor OPSDECK_SERVER is given; login saves it) and defaultPageSize (rows per page of list commands, 1 to 100).',
    args: { key: 'the setting: {{keys}}', value: 'the new value' },
    get: {
      summary: 'Print a setting',
      description: 'Print the value of a setting in effect ({{keys}}): config.json, else its default.',
    },
    set: {
      summary: 'Change a setting',
      description: 'Check and save a setting in config.json ({{keys}}).',
    },
    unset: {
      summary: 'Remove a setting',
      description: 'Remove a setting from config.json, so its default applies again ({{keys}}).',
    },
    list: {
      summary: 'List the settings',
      description: 'List every setting ({{keys}}) with its value in effect and where it comes from.',
    },
    columns: { key: 'KEY', value: 'VALUE', source: 'SOURCE' },
    /** The SOURCE of a setting nothing sets (config.json and OPSDECK_SERVER are shown by their names). */
    sourceDefault: 'default',
    source: {
      default: '(the default: nothing is set in config.json)',
      OPSDECK_SERVER: '(from OPSDECK_SERVER, which wins over config.json)',
    },
    unknownKey: "unknown setting '{{key}}'; the settings are: {{keys}}",
    invalid: {
      server:
        "server must be an http(s) URL without a query, like https://ops.example.com/api, not '{{value}}'",
      defaultPageSize: "defaultPageSize must be a whole number from 1 to 100, not '{{value}}'",
    },
    saved: '{{key}} = {{value}}',
    removed: '{{key}} removed; the default applies: {{value}}',
    envOverrides: 'Note: OPSDECK_SERVER is set and wins over config.json.',
    file: 'Config file: {{path}}',
  },
  completion: {
    summary: 'Print a shell completion script',
    description:
      'Print the completion script of bash, zsh or fish for every command, subcommand, flag and value of this CLI (generated from the command tree).',
    args: { shell: 'the shell: {{shells}}' },
  },
  open: {
    summary: 'Print and open the console URL of a page',
    description:
      "Print the console URL of a page, given by its path (/member/list) or route name (MemberList), optionally with a ?query. The route is checked against the console's catalogue and, when known, the role you signed in with. On a terminal with a browser at hand (BROWSER, macOS, Windows, or a desktop session on Linux) the page is opened too.",
    args: { route: 'a path like /member/list or a route name like MemberList, with an optional ?query' },
    unknown: "'{{route}}' is not a page of the console",
    didYouMean: 'Did you mean: {{routes}}',
    notBuilt: '{{route}} ({{path}}) is in the catalogue but has no screen in the console yet',
    forbidden: '{{route}} is not open to your role ({{role}})',
    opened: 'Opened in your browser.',
  },
};
