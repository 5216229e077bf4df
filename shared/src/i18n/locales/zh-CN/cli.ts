import type { DeepStringRecord } from '../../types.js';
import type { cliEn } from '../en-US/cli.js';
import { cliBatchZh } from './cli-batch.js';
import { cliJobsZh } from './cli-jobs.js';
import { cliToolsZh } from './cli-tools.js';

/** 简体中文 (zh-CN) strings of the `opsdeck` command-line tool; the same keys as en-US/cli.ts. */
export const cliZh: DeepStringRecord<typeof cliEn> = {
  cli: {
    root: {
      description: '终端里的 OpsDeck：查询会员，补发福币和 VIP 天数，查看个人信息和消息。',
      moreHelp: "# 运行 'opsdeck <命令> --help' 查看命令的参数和示例。",
      environment: '环境变量',
      env: {
        server: '未指定 --server 时使用的 API 地址（否则用已保存的服务器，再否则用 {{default}}）',
        token: '代替已保存令牌使用的令牌',
        lang: '消息语言：en-US 或 zh-CN（否则取 LC_ALL 或 LANG）',
        config: 'credentials.json（权限 0600）和 config.json 所在目录：{{dir}}',
        noColor: '设置为任意值即关闭颜色',
        browser: '`opsdeck open` 启动的浏览器（否则用 open、start 或 xdg-open）',
        httpsProxy:
          '访问 https 服务器所用的代理，经 CONNECT 隧道连接：[http://][用户名:密码@]主机[:端口]（未写端口时为 1080）；优先取 https_proxy',
        httpProxy: '访问 http 服务器所用的代理，向代理请求完整 URL；优先取 http_proxy',
        noProxy:
          '直接连接、不经代理的服务器，以逗号分隔：主机名或地址、.域名（该域名及其子域名）、主机:端口，或 * 表示全部；优先取 no_proxy。localhost 未列出时同样经过代理',
      },
      exitCodes: '退出码',
      exit: {
        ok: '成功',
        error: '失败（原因见标准错误输出）',
        usage: '用法错误，或操作被拒绝、被取消',
        session: "未登录或会话已失效：请运行 'opsdeck login'",
        partial: '批量已执行完毕，但部分行失败（见其汇总和 --results）',
        interrupted: '已中断（Ctrl+C）；用同一文件再次运行批量即可完成',
        forbidden: '你的角色无权执行此操作',
      },
    },
    help: {
      jsonFields: 'JSON 字段（--json a,b 只保留这些字段）',
      examples: '示例',
      titles: {
        usage: '用法：',
        arguments: '参数：',
        options: '选项：',
        globalOptions: '全局选项：',
        commands: '命令：',
      },
    },
    flags: {
      server: 'OpsDeck API 地址（默认：OPSDECK_SERVER、已保存的服务器或 {{default}}）',
      ndjson: '每行输出一个 JSON 对象，边获取边输出；--ndjson a,b 只保留这些字段',
      json: '以 JSON 格式在标准输出打印数据；--json a,b 只保留这些字段',
      jq: '用 jq 表达式筛选 JSON（隐含 --json）；字符串输出时不带引号',
      help: '显示命令帮助',
      helpCommand: '显示某个命令的帮助',
      version: '显示版本号',
    },
    login: {
      summary: '登录 OpsDeck 服务器',
      description:
        '使用手机号和密码登录。在终端中会显示表单；在脚本中请传入 --phone，并通过管道把密码传给 --password-stdin。令牌保存在仅你可读的 credentials.json 中，该服务器会成为默认服务器。',
      flags: {
        phone: '登录使用的手机号',
        passwordStdin: '从标准输入读取密码',
        otpStdin: '与 --password-stdin 一起使用：从密码的下一行读取两步验证码（或恢复码）',
      },
      otpNeedsPassword: '--otp-stdin 需要 --password-stdin：第一行是密码，第二行是验证码',
      otpMissing: '此账号已开启两步验证：请传入 --otp-stdin，并把验证码放在密码的下一行',
      codeLabel: '验证码',
      codeHint: '身份验证器应用的 6 位数字或一个恢复码 · 回车：验证 · Esc：取消',
      needsTerminal: 'login 需要终端来输入密码；在脚本中请使用 --phone 手机号 --password-stdin',
      phoneRequired: '--password-stdin 需要同时指定 --phone 手机号',
      signedIn: '已登录 {{server}}，当前用户 {{name}}（{{role}}）',
      envTokenSet: '注意：已设置 OPSDECK_TOKEN，它优先于已保存的令牌。',
      form: {
        server: '服务器：{{server}}',
        hint: '回车：下一项 / 登录 · Tab：切换输入框 · Esc：取消',
        signingIn: '正在登录…',
      },
    },
    stepUp: {
      codeFlag: '最新的两步验证码，供开启了 TOTP 的管理员使用（否则在终端中询问）',
      needsCode: '此操作需要最新的两步验证码：请传入 --code 123456',
      refused: '--code：{{message}}',
      label: '验证码',
      hint: '此操作需要身份验证器应用的最新验证码 · 回车：确认 · Esc：取消',
    },
    token: {
      summary: '供脚本使用的 API 令牌：创建、列出、撤销',
      description:
        '供脚本（OPSDECK_TOKEN）使用的带权限范围、会过期的令牌：read、reissue 或两者，1–90 天，可选每日福币上限。令牌只打印一次。',
    },
    logout: {
      summary: '退出 OpsDeck 服务器',
      description: '在服务器上吊销令牌，并从 credentials.json 中删除。即使无法连接服务器，令牌也会被删除。',
      signedOut: '已退出 {{server}}',
      notSignedIn: '尚未登录 {{server}}',
      revokeFailed: '已删除保存的令牌，但服务器未能吊销它：{{message}}',
      envTokenSet: 'OPSDECK_TOKEN 仍然有效；如不再使用该令牌，请取消设置。',
    },
    profile: {
      summary: '显示当前登录的用户',
      description: '显示登录到该服务器的用户的个人信息。',
      id: 'ID',
    },
    messages: {
      summary: '查看和列出你的消息',
      description: '你的消息盒子：消息、通知和待办。',
      none: '没有消息',
      columns: { id: 'ID', type: '类型', status: '状态', time: '时间（{{zone}}）', title: '标题' },
      list: {
        summary: '列出你的消息，最新的在前',
        description:
          '列出你的消息，最新的在前。在终端中显示为表格；通过管道输出时每条消息一行，以制表符分隔：id、类型、unread|read、时间、标题。查看某条消息的正文：opsdeck messages show <id>。',
        flags: {
          type: '只看该类型：message、notice 或 todo',
          unread: '只看未读消息',
        },
      },
      show: {
        summary: '查看一条消息及其完整正文',
        description:
          '查看你的一条消息及其完整正文：待办的变更内容、通知或消息的文字。在终端中按字段逐行显示，正文按宽度换行；通过管道输出时为「键 值」行（id、type、status、stage、time、title、subTitle、content）。查看不会将其标记为已读。',
        args: { id: '消息 ID（正整数）' },
        idInvalid: '请提供从 1 开始的整数消息 ID：opsdeck messages show <id>',
        notFound: '消息 {{id}} 不是你的消息（opsdeck messages list 可查看消息 ID）',
        labels: {
          id: 'ID',
          type: '类型',
          status: '状态',
          stage: '进度',
          time: '时间',
          title: '标题',
          content: '正文',
        },
      },
      read: {
        summary: '将消息标记为已读',
        description: '将消息标记为已读。只会修改你自己的消息。',
        args: { ids: '消息 ID（正整数）' },
        badId: "'{{id}}' 不是有效的消息 ID（应为正整数）",
        done: '已标记为已读：{{ids}}',
        notFound: '你的消息中没有：{{ids}}',
        noneFound: '这些都不是你的消息：{{ids}}',
      },
    },
    members: {
      summary: '搜索会员并查看详情',
      description: '应用的会员：分页搜索会员，或查看某个会员的余额、VIP 状态、流水和订单。',
      none: '没有符合条件的会员',
      columns: {
        visibleId: '会员 ID',
        nickname: '昵称',
        phone: '手机号',
        status: '状态',
        coins: '福币',
        points: '积分',
        vipUntil: 'VIP 到期（{{zone}}）',
      },
      allFooter: '共 {{n}} 位会员',
      allFooter_one: '共 {{n}} 位会员',
      footer: '第 {{page}} / {{pages}} 页 · 共 {{total}} 位会员',
      footer_one: '第 {{page}} / {{pages}} 页 · 共 {{total}} 位会员',
      list: {
        summary: '列出会员，最新注册的在前',
        description:
          '按注册时间倒序分页列出会员。在终端中显示为表格；通过管道输出时每位会员一行，以制表符分隔：会员 ID、昵称、脱敏手机号、状态、福币、积分、VIP 到期时间（ISO 8601；从未开通时为空）。页码行输出到标准错误。',
        flags: {
          query: '搜索：数字从开头匹配会员 ID 或手机号，其他文字匹配昵称中的任意位置',
          vip: '只看当前 VIP 有效的会员',
          noVip: '只看当前 VIP 无效的会员',
          status: '只看该状态：active 或 banned',
          page: '页码，从 1 开始',
          all: '获取从 --page 开始的所有页，而不只是一页（除非指定 --page-size，否则每页 100 个会员）',
          pageSize: '每页会员数：1 到 100（默认取配置 defaultPageSize，否则为 10）',
        },
      },
      show: {
        summary: '查看一位会员',
        description:
          '查看一位会员：资料、余额、VIP 状态，以及最近的福币流水、积分流水、VIP 发放记录和订单。MEMBER 可以是内部 ID、8 位会员 ID 或 11 位手机号。',
        args: { member: '内部 ID、8 位会员 ID 或 11 位手机号' },
        id: '内部 ID',
        vipUntil: '有效期至 {{date}}',
        vipExpired: '已于 {{date}} 过期',
        recentHint: '每类只显示最近 {{count}} 条；--json 包含全部记录。',
        emptySection: '{{section}}：暂无数据',
        ledgerColumns: {
          time: '时间（{{zone}}）',
          change: '变动',
          balance: '余额',
          reason: '原因',
          by: '操作人',
        },
        grantColumns: { days: '天数', starts: '开始（{{zone}}）', ends: '结束（{{zone}}）', source: '来源' },
        orderColumns: {
          orderNo: '订单号',
          kind: '类型',
          status: '状态',
          product: '商品',
          time: '时间（{{zone}}）',
        },
        auditColumns: { time: '时间（{{zone}}）', action: '操作', by: '操作人', result: '结果' },
      },
    },
    coins: {
      summary: '给会员补发福币',
      description: '会员的福币：通过补发订单补发福币，使用同一个幂等键重试是安全的。',
    },
    vip: {
      summary: '给会员补发 VIP 天数',
      description: '会员的 VIP 时长：通过补发订单补发 VIP 天数，使用同一个幂等键重试是安全的。',
    },
    ...cliJobsZh,
    reissue: {
      coins: {
        summary: '给一位会员补发福币',
        description:
          '通过补发订单给会员补发福币。服务器先预演检查请求；在终端中你会看到会员、补发前后的余额，并需要确认。每次补发都带有幂等键（--key，或自动生成并随结果打印）：用同一个键再次执行绝不会重复发放。',
      },
      vip: {
        summary: '给一位会员补发 VIP 天数',
        description:
          '通过补发订单给会员补发 VIP 天数；VIP 有效时从当前到期时间起算，否则从现在起算。服务器先预演检查请求；在终端中你会看到会员、补发前后的 VIP 到期时间，并需要确认。每次补发都带有幂等键（--key，或自动生成并随结果打印）：用同一个键再次执行绝不会重复发放。',
      },
      flags: {
        member: '会员：内部 ID、8 位会员 ID 或 11 位手机号',
        key: '幂等键，1 到 128 个可见 ASCII 字符（默认：自动生成，并随结果打印）',
        yes: '不询问直接补发（不在终端中运行时必须指定）',
      },
      memberName: '{{nickname}}（{{visibleId}}）',
      vipExpired: '{{date}}（已过期）',
      labels: {
        member: '会员',
        coins: '福币',
        days: 'VIP 天数',
        balance: '余额',
        vipUntil: 'VIP 到期',
        reason: '原因',
        key: '幂等键',
        order: '订单号',
      },
      confirm: {
        question: '确认补发？[y/N]',
        hint: '输入 y 后回车：补发 · 回车或 n：取消 · Esc：取消',
      },
      declined: '已取消：未补发任何内容',
      needsYes: '当前不在终端中，无法确认：请加上 --yes 执行补发（或先用 --dry-run 检查）。未补发任何内容。',
      alreadyDone: '此幂等键已用于这次补发，不会再次发放。',
      keyLine: '幂等键：{{key}}',
      unknownOutcome: '服务器未就这次补发给出答复（{{cause}}）：可能已补发，也可能没有。',
      retryHint: '使用同一个幂等键重试，绝不会重复发放：',
    },
    batch: cliBatchZh,
    ...cliToolsZh,
    output: {
      unknownFields: '{{flag}}：未知字段 {{fields}}；可用字段：{{known}}',
      jsonAndNdjson: '--json 和 --ndjson 不能同时使用',
      badJq: '--jq 表达式无效：{{problem}}',
    },
    table: {
      hidden: '当前宽度下未显示：{{columns}}（加宽终端或使用 --json 可查看）',
      listSeparator: '、',
      labelValue: '{{label}}：{{value}}',
    },
    errors: {
      // a full-width colon, no space after it
      line: '错误：{{message}}',
      requestError: '请求失败：{{cause}}',
      cannotReach: '无法连接 {{url}}',
      tlsFailed: '无法与 {{server}} 建立安全（HTTPS）连接：服务器没有以 TLS 应答',
      tlsHint: '如果 OpsDeck 在那里提供的是普通 HTTP，请使用 {{server}}（--server 或 OPSDECK_SERVER）。',
      serverHint: 'OpsDeck 是否运行在 {{server}}？请使用 --server URL 或设置 OPSDECK_SERVER。',
      proxyHint: '请检查 HTTPS_PROXY 和 HTTP_PROXY，或将服务器列入 NO_PROXY 以直接连接 {{server}}。',
      notSignedIn: '尚未登录 {{server}}',
      loginHint: "请运行 'opsdeck login' 登录。",
      usageHint: "运行 '{{command}} --help' 查看用法。",
      badServer: '{{source}}：不是 http(s) 地址：{{value}}',
      badConfigValue: "'{{value}}' 不是 {{key}} 的有效值",
      invalidChoice: "{{flag}}：'{{value}}' 不是以下之一：{{options}}",
      cancelled: '已取消',
      notOpsdeck: '{{server}} 不是 OpsDeck 服务器：它返回了 HTTP {{status}}（{{type}}），而不是 OpsDeck API',
      notOpsdeckHint:
        '请检查 --server 或 OPSDECK_SERVER：API 地址以 /api 结尾，例如 http://localhost:8080/api。',
      envTokenRejected: '{{server}} 拒绝了 OPSDECK_TOKEN 中的令牌：{{reason}}',
      envTokenHint: "请将 OPSDECK_TOKEN 设为有效令牌，或取消设置以使用 'opsdeck login' 保存的登录。",
    },
    commander: {
      unknownOption: "未知选项 '{{option}}'",
      unknownCommand: "未知命令 '{{command}}'",
      didYouMean: '（您是不是要输入 {{suggestion}}？）',
      missingArgument: "缺少必需的参数 '{{argument}}'",
      optionMissingArgument: "选项 '{{option}}' 缺少参数值",
      missingMandatoryOption: "未指定必需的选项 '{{option}}'",
      excessArguments: '参数过多{{forCommand}}：应为 {{expected}} 个，实际为 {{received}} 个',
      forCommand: "（'{{command}}'）",
      conflictingOption: '{{option}} 不能与 {{other}} 同时使用',
      invalidOptionArgument: "选项 '{{option}}' 的参数 '{{value}}' 无效。{{reason}}",
      invalidArgument: "参数 '{{argument}}' 的值 '{{value}}' 无效。{{reason}}",
      allowedChoices: '可选值为 {{choices}}。',
    },
  },
};
