-- The todos' lists of changes become text as written again: their own (en-US) content.
UPDATE messages SET text_params = jsonb_set(text_params, '{summary}',
  jsonb_build_object('key', 'plain', 'params', jsonb_build_object('text', content)))
WHERE text_code = 'notice:todo' AND text_params -> 'summary' ->> 'key' = 'changes';
