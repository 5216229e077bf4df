-- Operator names and message texts per language, as migration 080 did for job, organization and
-- location names. The demo seed stored each operator's name ('林乔 Lin Qiao') and each message's
-- title, sub-title and content ('续费通知 Renewal notice') as one bilingual string, shown whole in
-- either language. A name or a text now has a row per language: operator_names by operator,
-- message_texts by the message's new text_code. The operators.name and messages' own columns keep
-- the text of an operator or a message without rows (one written by hand), shown as it was written.
CREATE TABLE operator_names (
  operator_id integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN')),
  name text NOT NULL CHECK (name <> ''),
  PRIMARY KEY (operator_id, locale)
);

CREATE TABLE message_texts (
  code text NOT NULL CHECK (code <> ''),
  locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN')),
  title text NOT NULL CHECK (title <> ''),
  sub_title text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (code, locale)
);

-- '' when the message's texts are its own (no rows per language)
ALTER TABLE messages ADD COLUMN text_code text NOT NULL DEFAULT '';

-- A database that holds the demo seed: its bilingual strings become a text per language (the same
-- texts the seed now writes: server/src/modules/demo/operators.ts, server/src/seed/core-data.ts), and
-- each own column the English one. Nothing happens on a database without those exact strings.
CREATE TEMPORARY TABLE demo_operator_names (bilingual text, en text, zh text) ON COMMIT DROP;
INSERT INTO demo_operator_names VALUES
  ('林乔 Lin Qiao', 'Lin Qiao', '林乔'),
  ('周晓 Zhou Xiao', 'Zhou Xiao', '周晓'),
  ('韩宁 Han Ning', 'Han Ning', '韩宁');

INSERT INTO operator_names (operator_id, locale, name)
SELECT o.id, l.locale, CASE l.locale WHEN 'en-US' THEN d.en ELSE d.zh END
FROM operators o
JOIN demo_operator_names d ON o.name = d.bilingual
CROSS JOIN (VALUES ('en-US'), ('zh-CN')) AS l(locale);
UPDATE operators o SET name = d.en FROM demo_operator_names d WHERE o.name = d.bilingual;

CREATE TEMPORARY TABLE demo_message_texts (
  code text, title text, sub_title text, content text,
  en_title text, en_sub_title text, en_content text, zh_title text, zh_sub_title text, zh_content text
) ON COMMIT DROP;
INSERT INTO demo_message_texts VALUES
  ('cover-check', '郑曦月 Zheng Xiyue', '的私信 · direct message', '春节壁纸专题的封面已更新，麻烦今天下午上线前再过一眼。The Spring Festival topic cover is updated; please check it before it goes live.',
   'Zheng Xiyue', 'direct message', 'The Spring Festival topic cover is updated; please check it before it goes live.', '郑曦月', '的私信', '春节壁纸专题的封面已更新，麻烦今天下午上线前再过一眼。'),
  ('card-fixed', '宁波 Ning Bo', '的回复 · replied', '贺卡模板「新年快乐」的文字图层已修正，预览正常。The "Happy New Year" card template text layer is fixed.',
   'Ning Bo', 'replied', 'The "Happy New Year" card template text layer is fixed.', '宁波', '的回复', '贺卡模板「新年快乐」的文字图层已修正，预览正常。'),
  ('tags-friday', '宁波 Ning Bo', '的回复 · replied', '收到，周五前把 500 张新壁纸的标签补齐。Got it, tags for the 500 new wallpapers by Friday.',
   'Ning Bo', 'replied', 'Got it, tags for the 500 new wallpapers by Friday.', '宁波', '的回复', '收到，周五前把 500 张新壁纸的标签补齐。'),
  ('cdn-renewal', '续费通知 Renewal notice', '', 'CDN 流量包将于 7 天后到期，请及时续费。The CDN traffic plan expires in 7 days.',
   'Renewal notice', '', 'The CDN traffic plan expires in 7 days.', '续费通知', '', 'CDN 流量包将于 7 天后到期，请及时续费。'),
  ('rule-enabled', '规则开通成功 Rule enabled', '', '内容屏蔽规则已开通，新上传壁纸将自动审核。Content filtering is on; new wallpapers are screened automatically.',
   'Rule enabled', '', 'Content filtering is on; new wallpapers are screened automatically.', '规则开通成功', '', '内容屏蔽规则已开通，新上传壁纸将自动审核。'),
  ('qa-queue', '质检队列变更 QA queue changed', '', '今日待质检模板 18 个，截止 18:00。18 templates wait for review today, due 18:00.',
   'QA queue changed', '', '18 templates wait for review today, due 18:00.', '质检队列变更', '', '今日待质检模板 18 个，截止 18:00。'),
  ('coins-missing', '陈远 Chen Yuan', '的私信 · direct message', '会员 10023456 申诉福币未到账，订单号已附在工单里。Member 10023456 says coins never arrived; the order number is on the ticket.',
   'Chen Yuan', 'direct message', 'Member 10023456 says coins never arrived; the order number is on the ticket.', '陈远', '的私信', '会员 10023456 申诉福币未到账，订单号已附在工单里。'),
  ('reconciled', '对账完成 Reconciliation done', '', '昨日福币流水与余额一致，差异 0 条。Yesterday''s coin ledger matches balances, 0 differences.',
   'Reconciliation done', '', 'Yesterday''s coin ledger matches balances, 0 differences.', '对账完成', '', '昨日福币流水与余额一致，差异 0 条。'),
  ('reissue-approval', '补发审批 Re-issue approval', '', '3 笔 VIP 补发等待审批。3 VIP re-issues await approval.',
   'Re-issue approval', '', '3 VIP re-issues await approval.', '补发审批', '', '3 笔 VIP 补发等待审批。'),
  ('monthly-report', '月度报表 Monthly report', '', '整理上月订单与积分兑换报表。Prepare last month''s orders and points-exchange report.',
   'Monthly report', '', 'Prepare last month''s orders and points-exchange report.', '月度报表', '', '整理上月订单与积分兑换报表。'),
  ('rota', '陈远 Chen Yuan', '的私信 · direct message', '今晚值班表已更新，你负责 20:00 之后的会员工单。Tonight''s rota is updated; you take member tickets after 20:00.',
   'Chen Yuan', 'direct message', 'Tonight''s rota is updated; you take member tickets after 20:00.', '陈远', '的私信', '今晚值班表已更新，你负责 20:00 之后的会员工单。'),
  ('sign-in-rules', '签到规则调整 Sign-in rules changed', '', '连续签到第 7 天奖励调整为 50 积分。Day-7 sign-in streak reward is now 50 points.',
   'Sign-in rules changed', '', 'Day-7 sign-in streak reward is now 50 points.', '签到规则调整', '', '连续签到第 7 天奖励调整为 50 积分。'),
  ('ticket-follow-up', '工单回访 Ticket follow-up', '', '回访 5 位申请退款的会员。Call back 5 members who asked for refunds.',
   'Ticket follow-up', '', 'Call back 5 members who asked for refunds.', '工单回访', '', '回访 5 位申请退款的会员。'),
  ('help-centre-update', '知识库更新 Help-centre update', '', '补充「VIP 时长叠加」的常见问题。Add the "stacking VIP time" FAQ entry.',
   'Help-centre update', '', 'Add the "stacking VIP time" FAQ entry.', '知识库更新', '', '补充「VIP 时长叠加」的常见问题。');

INSERT INTO message_texts (code, locale, title, sub_title, content)
SELECT d.code, l.locale,
  CASE l.locale WHEN 'en-US' THEN d.en_title ELSE d.zh_title END,
  CASE l.locale WHEN 'en-US' THEN d.en_sub_title ELSE d.zh_sub_title END,
  CASE l.locale WHEN 'en-US' THEN d.en_content ELSE d.zh_content END
FROM demo_message_texts d
CROSS JOIN (VALUES ('en-US'), ('zh-CN')) AS l(locale)
WHERE EXISTS (
  SELECT 1 FROM messages m
  WHERE m.title = d.title AND m.sub_title = d.sub_title AND m.content = d.content
);
UPDATE messages m SET text_code = d.code, title = d.en_title, sub_title = d.en_sub_title, content = d.en_content
FROM demo_message_texts d
WHERE m.title = d.title AND m.sub_title = d.sub_title AND m.content = d.content;
