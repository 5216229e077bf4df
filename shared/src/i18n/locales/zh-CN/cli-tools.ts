import type { DeepStringRecord } from '../../types.js';
import type { cliToolsEn } from '../en-US/cli-tools.js';

/** 简体中文 (zh-CN) strings of the CLI's catalogue actions, config, completion and open；与 en-US 键相同。 */
export const cliToolsZh: DeepStringRecord<typeof cliToolsEn> = {
  content: {
    summary: '上线和下线壁纸与模板',
    description: '批量管理内容：把壁纸或模板设为上线（发布）或下线（取消发布）。',
  },
  channels: {
    summary: '创建推广渠道',
    description:
      '推广渠道：新建一个（会员记录其编码）；--promotion-time 为两个日期的 JSON，如 \'["2026-03-01","2026-03-31"]\'。',
  },
  sets: { summary: '集合上线或下线', description: '内容集合：按 id 上线或下线。' },
  wallpapers: { summary: '创建壁纸', description: '壁纸：用已上传的图片创建一张壁纸。' },
  templates: { summary: '创建模板', description: '贺卡模板：连同布局创建一个模板。' },
  automation: {
    summary: '开启或关闭奖励自动化',
    description: '自动化：开启或关闭某个奖励开关（签到、邀请奖励）。',
  },
  policy: {
    summary: '修改补发限额（资金管控；仅管理员）',
    description:
      '资金管控：按滚动窗口（小时）计算的每位会员与每位操作员的补发限额。调低限额或延长窗口立即生效；调高限额或缩短窗口须另一位管理员审批（回答为待审批，附审批编号）。',
  },
  notes: {
    summary: '在实时监控发布留言（管理员）',
    description: '留言：在实时监控的动态中发布一条短留言，所有管理员都能看到。',
  },
  checkins: {
    summary: '为会员补录漏签',
    description: '签到任务：补录会员漏掉的一次签到（奖励按规则发放）。',
  },
  invites: {
    summary: '为会员补录邀请',
    description: '邀请任务：补录应用未计入的一次邀请（奖励按规则发放）。',
  },
  args: {
    enabled: '开启（不写此参数则关闭）',
    coins: '补发的福币数',
    days: '增加的 VIP 天数',
    reason: '原因，记录在订单和流水上',
    dryRun: '让服务器检查并显示结果，不写入任何内容',
    contentType: '要修改的内容类型',
    ids: 'ID 列表',
    categoryId: '分类 ID',
    topicIds: '壁纸专题 ID',
    tags: '标签',
    imageUrl: '图片（/uploads/… 路径或 http(s) 地址）',
    thumbUrl: '缩略图（/uploads/… 路径或 http(s) 地址）',
    coverUrl: '封面（/uploads/… 路径或 http(s) 地址；默认根据布局生成）',
    layout: '布局（画布和图层）',
    priceCoins: '福币价格（仅当访问方式为福币时）',
  },
  argRules: {
    integer: {
      range: '{{min}} 到 {{max}} 的整数',
      min: '整数，至少 {{min}}',
      max: '整数，至多 {{max}}',
      any: '整数',
    },
    number: {
      range: '{{min}} 到 {{max}} 的数字',
      min: '数字，至少 {{min}}',
      max: '数字，至多 {{max}}',
      any: '数字',
    },
    text: {
      range: '{{min}} 到 {{max}} 个字符',
      range_one: '{{min}} 到 {{max}} 个字符',
      min: '至少 {{min}} 个字符',
      min_one: '至少 {{min}} 个字符',
      max: '至多 {{max}} 个字符',
      max_one: '至多 {{max}} 个字符',
      any: '文本',
    },
    count: {
      range: '共 {{min}} 到 {{max}} 个',
      min: '至少 {{min}} 个',
      max: '至多 {{max}} 个',
      any: '个数不限',
    },
    enum: '取值为 {{values}} 之一',
    json: 'JSON',
    list: '{{each}}，用逗号分隔或重复该参数，{{count}}',
    required: '（必填）',
    default: '（默认：{{value}}）',
  },
  actions: {
    description:
      '{{title}}：目录操作 {{id}}（{{risk}}），与控制台命令面板运行的是同一个；服务器会再次检查相同的规则。',
    risk: {
      safe: '无需确认',
      confirm: '在终端中会要求确认；脚本中需传入 --yes',
      money: '涉及资金',
    },
    flags: { yes: '不询问直接执行（不在终端中时必须提供）' },
    badJson: '{{flag}} 必须是 JSON',
    needsYes: '当前不在终端中，无人能确认：请传入 --yes 来执行 {{command}}。未做任何修改。',
    confirm: '确定执行？[y/N]',
    done: '已完成：{{action}}',
  },
  config: {
    summary: '查看和修改 CLI 设置',
    description:
      '保存在配置目录 config.json 中的设置：server（未指定 --server 和 OPSDECK_SERVER 时使用的 API 地址；登录时会保存）和 defaultPageSize（列表命令每页的行数，1 到 100）。',
    args: { key: '设置项：{{keys}}', value: '新的值' },
    get: {
      summary: '打印一个设置',
      description: '打印当前生效的设置值（{{keys}}）：来自 config.json，否则为默认值。',
    },
    set: {
      summary: '修改一个设置',
      description: '检查并把设置保存到 config.json（{{keys}}）。',
    },
    unset: {
      summary: '删除一个设置',
      description: '从 config.json 删除一个设置，使其恢复默认值（{{keys}}）。',
    },
    list: {
      summary: '列出所有设置',
      description: '列出每个设置（{{keys}}）当前生效的值及其来源。',
    },
    columns: { key: '设置项', value: '值', source: '来源' },
    sourceDefault: '默认值',
    source: {
      default: '（默认值：config.json 中未设置）',
      OPSDECK_SERVER: '（来自 OPSDECK_SERVER，优先于 config.json）',
    },
    unknownKey: "未知设置项 '{{key}}'；可用的设置项：{{keys}}",
    invalid: {
      server:
        "server 必须是不带查询参数的 http(s) 地址，例如 https://ops.example.com/api，而不是 '{{value}}'",
      defaultPageSize: "defaultPageSize 必须是 1 到 100 的整数，而不是 '{{value}}'",
    },
    saved: '{{key}} = {{value}}',
    removed: '已删除 {{key}}；恢复默认值：{{value}}',
    envOverrides: '注意：已设置 OPSDECK_SERVER，它优先于 config.json。',
    file: '配置文件：{{path}}',
  },
  completion: {
    summary: '打印 shell 自动补全脚本',
    description:
      '打印 bash、zsh 或 fish 的自动补全脚本，覆盖本 CLI 的所有命令、子命令、参数和取值（由命令树生成）。',
    args: { shell: 'shell：{{shells}}' },
  },
  open: {
    summary: '打印并打开控制台页面的地址',
    description:
      '打印控制台某个页面的地址，页面可用路径（/member/list）或路由名（MemberList）指定，可附带 ?查询参数。路由会按控制台目录检查，已知登录角色时也会按角色检查。在终端中且有可用的浏览器（BROWSER、macOS、Windows 或 Linux 桌面会话）时还会直接打开该页面。',
    args: { route: '路径（如 /member/list）或路由名（如 MemberList），可附带 ?查询参数' },
    unknown: "'{{route}}' 不是控制台的页面",
    didYouMean: '你是不是要找：{{routes}}',
    notBuilt: '{{route}}（{{path}}）在目录中，但控制台还没有这个页面',
    forbidden: '你的角色（{{role}}）不能打开 {{route}}',
    opened: '已在浏览器中打开。',
  },
};
