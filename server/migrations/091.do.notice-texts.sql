-- The notices the server writes into the message box (an approval's todo, its decision, its expiry)
-- were stored as one string holding both languages ('待审批 Approval #1', '补发福币 coin re-issue',
-- 'Han Ning · reason'), shown whole in either language. A notice now stores a text code
-- (text_code 'notice:todo', 'notice:approved', 'notice:rejected', 'notice:expired') and its values
-- (text_params), and the message box writes it in the reader's language
-- (server/src/modules/message/notices.ts). Its own columns keep the en-US text.
ALTER TABLE messages ADD COLUMN text_params jsonb;

-- The notices already written: their approval gives the kind, the decider and a rejection's
-- reason; an operator's name is kept per language (operator_names) where it has them.
CREATE TEMPORARY TABLE old_notices ON COMMIT DROP AS
SELECT m.id AS message_id, a.id AS approval_id, a.kind, a.decided_by, a.reject_reason,
  CASE
    WHEN m.title ~ '^待审批 Approval #[0-9]+$' THEN 'todo'
    WHEN m.title ~ '^审批 Approval #[0-9]+ 已通过 approved$' THEN 'approved'
    WHEN m.title ~ '^审批 Approval #[0-9]+ 已驳回 rejected$' THEN 'rejected'
    WHEN m.title ~ '^审批 Approval #[0-9]+ 已过期 expired$' THEN 'expired'
  END AS name,
  substring(m.content from '^([0-9]+) 小时')::int AS hours,
  m.content
FROM messages m
JOIN approvals a ON a.id = substring(m.title from 'Approval #([0-9]+)')::int
WHERE m.text_code = '' AND m.title ~ '^(待审批|审批) Approval #[0-9]+';

UPDATE messages m SET
  text_code = 'notice:' || o.name,
  text_params = jsonb_strip_nulls(jsonb_build_object(
    'id', o.approval_id,
    'kind', o.kind,
    'summary', CASE WHEN o.name = 'todo'
      THEN jsonb_build_object('key', 'plain', 'params', jsonb_build_object('text', o.content)) END,
    'by', CASE WHEN o.name IN ('approved', 'rejected') THEN COALESCE(
      (SELECT jsonb_object_agg(n.locale, n.name) FROM operator_names n WHERE n.operator_id = o.decided_by),
      (SELECT to_jsonb(op.name) FROM operators op WHERE op.id = o.decided_by)) END,
    'reason', CASE WHEN o.name = 'rejected' THEN to_jsonb(o.reject_reason) END,
    'hours', CASE WHEN o.name = 'expired' THEN to_jsonb(COALESCE(o.hours, 72)) END
  )),
  title = CASE o.name
    WHEN 'todo' THEN 'Approval #' || o.approval_id || ' is waiting for you'
    ELSE 'Approval #' || o.approval_id || ' ' || o.name END
FROM old_notices o
WHERE m.id = o.message_id AND o.name IS NOT NULL;
