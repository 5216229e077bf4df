-- The todos of money policy and media parameter changes said what they ask in one language, as the
-- server wrote it: 'coins 10000 → 20000', 'approvalThresholds: on → off', or the parameters' own
-- description. A todo now lists each changed limit, switch or parameter (text_params.summary, key
-- 'changes'): its i18n label key and its values, read in the reader's language
-- (shared/src/i18n/notices.ts), the same lines as the approval's detail (approvalChangeLines). The
-- todos already written are read again from their approval's payload and before.
CREATE TEMPORARY TABLE change_lines ON COMMIT DROP AS
WITH RECURSIVE leaf (approval_id, side, path, value) AS (
  -- a media parameter change: every parameter, nested groups flattened into dotted paths
  SELECT a.id, s.side, e.key, e.value
  FROM approvals a
  CROSS JOIN LATERAL (VALUES ('before', a.before), ('after', a.payload)) AS s (side, doc)
  CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(s.doc) = 'object' THEN s.doc ELSE '{}'::jsonb END) AS e
  WHERE a.kind = 'media_params'
  UNION ALL
  SELECT l.approval_id, l.side, l.path || '.' || e.key, e.value
  FROM leaf l
  CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(l.value) = 'object' THEN l.value ELSE '{}'::jsonb END) AS e
),
shown (approval_id, side, path, value, text) AS (
  -- a value as the detail shows it: '–' for none
  SELECT approval_id, side, path, value,
    CASE WHEN value IS NULL OR jsonb_typeof(value) = 'null' OR value #>> '{}' = '' THEN '–' ELSE value #>> '{}' END
  FROM leaf
  WHERE jsonb_typeof(value) <> 'object'
)
SELECT n.approval_id, n.path AS sort_key, jsonb_build_object(
    'key', n.path,
    'label', 'mediaForm.fields.' || n.path,
    'before', COALESCE(o.text, '–'),
    'after', n.text) AS line
FROM shown n
LEFT JOIN shown o ON o.approval_id = n.approval_id AND o.side = 'before' AND o.path = n.path
WHERE n.side = 'after' AND o.value IS DISTINCT FROM n.value
UNION ALL
-- money limits: each changed limit
SELECT a.id, c.key, jsonb_build_object(
    'key', 'limit:' || c.key,
    'label', 'approvals.limits.' || c.key,
    'before', CASE WHEN a.before -> c.key IS NULL OR jsonb_typeof(a.before -> c.key) = 'null'
      OR a.before ->> c.key = '' THEN '–' ELSE a.before ->> c.key END,
    'after', CASE WHEN jsonb_typeof(c.value) = 'null' OR c.value #>> '{}' = '' THEN '–' ELSE c.value #>> '{}' END)
FROM approvals a
CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(a.payload -> 'changes') = 'object'
  THEN a.payload -> 'changes' ELSE '{}'::jsonb END) AS c
WHERE a.kind = 'policy_change' AND a.payload ->> 'target' = 'limits'
UNION ALL
-- a money control's switch
SELECT a.id, '', jsonb_build_object(
    'key', 'switch:' || (a.payload ->> 'id'),
    'label', 'automation.switches.' || (a.payload ->> 'id') || '.title',
    'before', CASE WHEN a.before -> 'enabled' = 'false'::jsonb THEN 'off' ELSE 'on' END,
    'after', CASE WHEN a.payload -> 'enabled' = 'false'::jsonb THEN 'off' ELSE 'on' END)
FROM approvals a
WHERE a.kind = 'policy_change' AND a.payload ->> 'target' = 'switch';

UPDATE messages m SET text_params = jsonb_set(m.text_params, '{summary}',
  jsonb_build_object('key', 'changes', 'params', '{}'::jsonb, 'changes', l.lines))
FROM (
  SELECT approval_id, jsonb_agg(line ORDER BY sort_key) AS lines FROM change_lines GROUP BY approval_id
) l
WHERE m.text_code = 'notice:todo'
  AND m.text_params ->> 'kind' IN ('policy_change', 'media_params')
  AND m.text_params ->> 'id' = l.approval_id::text
  AND m.text_params -> 'summary' ->> 'key' IN ('plain', 'media');
