import type { DeepStringRecord } from '../../types.js';
import type { cliEn } from '../en-US/cli.js';

/** 简体中文 (zh-CN) strings of the `opsdeck` command-line tool; the same keys as en-US/cli.ts. */
export const cliZh: DeepStringRecord<typeof cliEn> = {
  cli: {
    root: {
      description: '终端里的 OpsDeck：登录后查看个人信息和消息。',
      moreHelp: "# 运行 'opsdeck <命令> --help' 查看命令的参数和示例。",
      environment: '环境变量',
      env: {
        server: '未指定 --server 时使用的 API 地址（否则用已保存的服务器，再否则用 {{default}}）',
        token: '代替已保存令牌使用的令牌',
        lang: '消息语言：en-US 或 zh-CN（否则取 LC_ALL 或 LANG）',
        config: 'credentials.json（权限 0600）和 config.json 所在目录：{{dir}}',
        noColor: '设置为任意值即关闭颜色',
      },
      exitCodes: '退出码',
      exit: {
        ok: '成功',
        error: '失败（原因见标准错误输出）',
        usage: '用法错误，或操作被拒绝、被取消',
        session: "未登录或会话已失效：请运行 'opsdeck login'",
        forbidden: '你的角色无权执行此操作',
      },
    },
    help: { examples: '示例' },
    flags: {
      server: 'OpsDeck API 地址（默认：OPSDECK_SERVER、已保存的服务器或 {{default}}）',
      json: '以 JSON 格式在标准输出打印数据',
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
      },
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
      columns: { id: 'ID', type: '类型', status: '状态', time: '时间', title: '标题' },
      list: {
        summary: '列出你的消息，最新的在前',
        description:
          '列出你的消息，最新的在前。在终端中显示为表格；通过管道输出时每条消息一行，以制表符分隔：id、类型、unread|read、时间、标题。',
        flags: {
          type: '只看该类型：message、notice 或 todo',
          unread: '只看未读消息',
        },
      },
      read: {
        summary: '将消息标记为已读',
        description: '将消息标记为已读。只会修改你自己的消息。',
        args: { ids: '消息 ID（正整数）' },
        badId: "'{{id}}' 不是有效的消息 ID（应为正整数）",
        done: '已标记为已读：{{ids}}',
      },
    },
    errors: {
      prefix: '错误',
      requestError: '请求错误：{{cause}}',
      serverHint: 'OpsDeck 是否运行在 {{server}}？请使用 --server URL 或设置 OPSDECK_SERVER。',
      notSignedIn: '尚未登录 {{server}}',
      loginHint: "请运行 'opsdeck login' 登录。",
      usageHint: "运行 '{{command}} --help' 查看用法。",
      badServer: '{{source}}：不是 http(s) 地址：{{value}}',
      badConfigValue: "'{{value}}' 不是 {{key}} 的有效值",
      invalidChoice: "{{flag}}：'{{value}}' 不是以下之一：{{options}}",
      cancelled: '已取消',
    },
  },
};
