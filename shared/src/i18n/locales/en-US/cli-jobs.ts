/** English (en-US) strings of the CLI's re-issue jobs (`opsdeck jobs …`); spread into cli.ts. */
export const cliJobsEn = {
  jobs: {
    summary: 'Re-issue jobs: coins or VIP days to every member a filter finds, run on the server',
    description:
      'Re-issue jobs run on the server, each row once under a key of the job and the member; they survive a server restart.',
    idArg: 'The job id (a whole number)',
    idRequired: 'Give the job id: opsdeck jobs cancel <id> (opsdeck jobs list shows them)',
    idInvalid: 'The job id must be a whole number from 1 to 2147483647',
    none: 'No re-issue jobs',
    columns: {
      id: 'ID',
      status: 'STATUS',
      what: 'RE-ISSUE',
      members: 'MEMBERS',
      progress: 'PROGRESS',
      requester: 'BY',
      created: 'CREATED ({{zone}})',
    },
    list: {
      summary: 'List re-issue jobs, newest first',
      description:
        'The newest re-issue jobs (an admin sees all, anyone else their own), optionally of one status.',
      status: 'Only jobs of this status',
    },
    show: {
      summary: 'Show a re-issue job: status, counts, rate and ETA',
      description:
        'One re-issue job with its counts (issued, already issued, failed, cancelled, left), rate and ETA.',
    },
    watch: {
      summary: 'Follow a re-issue job until it stops',
      description:
        'Reads the job every second until it is done, cancelled or failed (a job waiting for approval is followed too): a progress bar on a terminal (status, counts, rate, ETA), one JSON object per change otherwise (NDJSON, also with --json). Exits 0 when done with no failed row, 6 when some rows failed, 2 when its approval was rejected or expired, 1 when the job was cancelled or failed.',
      interval: 'Seconds between reads, 0.1 to 60 (default 1)',
      intervalInvalid: "{{flag}}: '{{value}}' is not a number of seconds from {{min}} to {{max}}",
      line: '{{done}}/{{rows}} rows · issued {{issued}} · failed {{failed}} · left {{left}}{{rate}}',
      line_one: '{{done}}/{{rows}} row · issued {{issued}} · failed {{failed}} · left {{left}}{{rate}}',
      rate: ' · {{rate}} rows/s · ETA {{eta}} s',
      failedRows:
        'Re-issue job #{{id}} finished with {{failed}} failed rows (opsdeck jobs result {{id}} lists them)',
      failedRows_one:
        'Re-issue job #{{id}} finished with {{failed}} failed row (opsdeck jobs result {{id}} lists it)',
      stopped: 'Re-issue job #{{id}} is {{status}}',
      title: 'Re-issue job #{{id}} · {{status}} · {{what}}',
      issued: '✓ {{n}} issued',
      notStarted: 'not started',
      measuring: 'measuring the rate…',
      eta: 'ETA {{time}}',
      avgRate: 'avg {{rate}} rows/s',
      waitingApproval: "Waiting for another admin's approval (request #{{approvalId}})",
      queued: 'Queued: starts when a worker is free',
      notRun: '{{n}} rows not run',
      notRun_one: '{{n}} row not run',
      refused: 'Re-issue job #{{id}} was not run: {{why}} (approval request #{{approvalId}})',
    },
    result: {
      summary: "Write a job's rows and results as CSV to stdout",
      description:
        'Every row of the job with its result (the order it wrote, or why it failed) as CSV: opsdeck jobs result 12 > result.csv',
    },
    create: {
      summary: 'Start a re-issue job for every member a filter finds',
      description:
        'Gives coins (--coins N) or VIP days (--vip-days N) to every member the member-list filter finds (--filter "status=active,vip=true,platform=ios"), or to the members a CSV file lists (--file rows.csv: member[,amount][,reason]). The server reviews it first (a dry run: count, total, largest rows, whether a second admin must approve); on a terminal you confirm, otherwise pass --yes. The job is created once per --key (a new one is printed).',
      filter:
        'The member list filter: comma-separated name=value (q, status, vip, platform, channel, registeredFrom, registeredTo)',
      coins: 'Coins each member gets',
      vipDays: 'VIP days each member gets',
      reason: 'Why (2 to 200 characters)',
      dryRun: 'Only review: print the count, total and approval need, create nothing',
      key: 'Idempotency key of this job (default: a new one, printed)',
      wait: "Then follow the job until it stops (as jobs watch), also while it waits for another admin's approval",
      amountRequired: 'Give either --coins or --vip-days (a whole number), not both',
      filterRequired:
        'Give either --filter (every member the filter finds) or --file (the listed members), not both',
      file: 'Explicit rows instead of a filter: a CSV file (or - for stdin) with the columns member[,amount][,reason]',
      fileHeader:
        '--file: the first line must name the columns: member, and optionally amount and reason ({{columns}})',
      fileLine: '--file: line {{line}} cannot be read as a row of member[,amount][,reason]',
      fileEmpty: '--file: no row under the header',
      filterInvalid: '--filter: "{{part}}" is not name=value',
      reasonRequired: 'Give --reason (2 to 200 characters)',
      reviewTitle: 'Re-issue job review',
      count: 'Members',
      total: 'In all',
      banned: 'Banned (their rows will fail)',
      approval: 'Approval',
      needsApproval: 'needed: the total is above {{threshold}}',
      noApproval: 'not needed (within {{threshold}})',
      question: 'Start this job? [y/N]',
      hint: 'y then Enter: start the job · Enter or n: cancel · Esc: cancel',
      created: 'Re-issue job #{{id}} queued: {{n}} members (key {{key}})',
      created_one: 'Re-issue job #{{id}} queued: {{n}} member (key {{key}})',
      held: 'Re-issue job #{{id}} waits for another admin: approval request #{{approvalId}} (key {{key}})',
      waiting:
        "Waiting for another admin's approval of request #{{approvalId}}; job #{{id}} starts once approved (Ctrl+C stops waiting, not the job)",
    },
    cancel: {
      summary: 'Cancel a re-issue job (rows not run are never issued)',
      description:
        'Stops a job waiting for approval, queued or running: the rows not run yet are never issued. Only its creator or an admin may.',
    },
  },
};
