import type { DeepStringRecord } from '../../types.js';
import type { cliJobsEn } from '../en-US/cli-jobs.js';

/** 简体中文 (zh-CN) strings of the CLI's re-issue jobs (`opsdeck jobs …`)；与 en-US 键相同。 */
export const cliJobsZh: DeepStringRecord<typeof cliJobsEn> = {
  jobs: {
    summary: '补发任务：给筛选条件找到的每一名会员补发福币或 VIP 天数，在服务器上执行',
    description: '补发任务在服务器上执行，每一行按任务和会员的幂等键只执行一次；服务器重启后继续执行。',
    idArg: '任务 ID（整数）',
    idRequired: '请给出任务 ID：opsdeck jobs cancel <id>（opsdeck jobs list 可列出任务）',
    idInvalid: '任务 ID 必须是 1 到 2147483647 之间的整数',
    none: '没有补发任务',
    columns: {
      id: 'ID',
      status: '状态',
      what: '补发',
      members: '会员',
      progress: '进度',
      requester: '发起人',
      created: '创建时间（{{zone}}）',
    },
    list: {
      summary: '列出补发任务（最新的在前）',
      description: '最新的补发任务（管理员看到全部，其他人只看到自己的），可按状态筛选。',
      status: '只列出这个状态的任务',
    },
    show: {
      summary: '查看补发任务：状态、计数、速度和预计剩余时间',
      description: '一个补发任务的计数（已补发、此前已补发、失败、已取消、剩余）、速度和预计剩余时间。',
    },
    watch: {
      summary: '跟踪补发任务直到它停止',
      description:
        '每秒读取一次任务，直到完成、取消或失败（等待审批的任务也会跟踪）：终端上显示进度条（状态、数量、速度、预计剩余时间），否则每次变化输出一个 JSON 对象（NDJSON，--json 时也是）。完成且没有失败行时退出码为 0，有失败行时为 6，审批被拒绝或过期时为 2，任务被取消或失败时为 1。',
      interval: '两次读取之间的秒数，0.1 到 60（默认 1）',
      intervalInvalid: "{{flag}}：'{{value}}' 不是 {{min}} 到 {{max}} 之间的秒数",
      line: '{{done}}/{{rows}} 行 · 已补发 {{issued}} · 失败 {{failed}} · 剩余 {{left}}{{rate}}',
      line_one: '{{done}}/{{rows}} 行 · 已补发 {{issued}} · 失败 {{failed}} · 剩余 {{left}}{{rate}}',
      rate: ' · 每秒 {{rate}} 行 · 预计还需 {{eta}} 秒',
      failedRows: '补发任务 #{{id}} 已结束，有 {{failed}} 行失败（opsdeck jobs result {{id}} 会列出它们）',
      failedRows_one:
        '补发任务 #{{id}} 已结束，有 {{failed}} 行失败（opsdeck jobs result {{id}} 会列出它们）',
      stopped: '补发任务 #{{id}} 的状态为 {{status}}',
      title: '补发任务 #{{id}} · {{status}} · {{what}}',
      issued: '✓ 已补发 {{n}}',
      notStarted: '尚未开始',
      measuring: '正在计算速度…',
      eta: '预计还需 {{time}}',
      avgRate: '平均 {{rate}} 行/秒',
      waitingApproval: '等待其他管理员审批（审批申请 #{{approvalId}}）',
      queued: '已排队：有空闲的执行者时开始',
      notRun: '{{n}} 行未执行',
      notRun_one: '{{n}} 行未执行',
      refused: '补发任务 #{{id}} 没有执行：{{why}}（审批申请 #{{approvalId}}）',
    },
    result: {
      summary: '把任务的各行和结果以 CSV 写到标准输出',
      description:
        '任务的每一行及其结果（写入的订单或失败原因），格式为 CSV：opsdeck jobs result 12 > result.csv',
    },
    create: {
      summary: '给筛选条件找到的每一名会员开始补发任务',
      description:
        '给会员列表筛选条件（--filter "status=active,vip=true,platform=ios"）找到的每一名会员补发福币（--coins N）或 VIP 天数（--vip-days N）。服务器先复核（预演：人数、合计、数量最大的行、是否需要另一名管理员审批）；在终端上由你确认，否则请加 --yes。每个 --key 只创建一个任务（默认新生成并打印）。',
      filter:
        '会员列表筛选条件：逗号分隔的 name=value（q、status、vip、platform、channel、registeredFrom、registeredTo）',
      coins: '每名会员补发的福币',
      vipDays: '每名会员补发的 VIP 天数',
      reason: '原因（2 到 200 个字符）',
      dryRun: '只复核：输出人数、合计和是否需要审批，不创建任务',
      key: '这个任务的幂等键（默认新生成并打印）',
      wait: '创建后跟踪任务直到它停止（同 jobs watch），等待其他管理员审批时也继续等待',
      amountRequired: '请给出 --coins 或 --vip-days（整数）之一，不能同时给出',
      filterRequired: '请给出 --filter（筛选条件找到的每一名会员）或 --file（列出的会员）之一，不能同时给出',
      file: '用明确的行代替筛选条件：CSV 文件（- 表示标准输入），列为 member[,amount][,reason]',
      fileHeader: '--file：第一行必须写出列名：member，以及可选的 amount 和 reason（{{columns}}）',
      fileLine: '--file：第 {{line}} 行不能读作 member[,amount][,reason] 的一行',
      fileEmpty: '--file：表头下面没有任何行',
      filterInvalid: '--filter：“{{part}}”不是 name=value 的形式',
      reasonRequired: '请给出 --reason（2 到 200 个字符）',
      reviewTitle: '复核补发任务',
      count: '会员数',
      total: '合计',
      banned: '已封禁（这些行会失败）',
      approval: '审批',
      needsApproval: '需要：合计超过 {{threshold}}',
      noApproval: '不需要（不超过 {{threshold}}）',
      question: '开始这个任务？[y/N]',
      hint: '输入 y 后回车：开始任务 · 回车或 n：取消 · Esc：取消',
      created: '补发任务 #{{id}} 已排队：{{n}} 名会员（幂等键 {{key}}）',
      created_one: '补发任务 #{{id}} 已排队：{{n}} 名会员（幂等键 {{key}}）',
      held: '补发任务 #{{id}} 等待其他管理员审批：审批申请 #{{approvalId}}（幂等键 {{key}}）',
      waiting:
        '正在等待其他管理员审批申请 #{{approvalId}}；批准后任务 #{{id}} 开始执行（Ctrl+C 只停止等待，不停止任务）',
    },
    cancel: {
      summary: '取消补发任务（尚未执行的行永远不会补发）',
      description:
        '停止等待审批、排队中或执行中的任务：尚未执行的行永远不会补发。只有发起人或管理员可以取消。',
    },
  },
};
