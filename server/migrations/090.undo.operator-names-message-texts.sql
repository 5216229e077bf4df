-- The names and texts one string again where an operator or a message has them in both languages.
UPDATE operators o SET name = zh.name || ' ' || en.name
FROM operator_names zh JOIN operator_names en ON en.operator_id = zh.operator_id AND en.locale = 'en-US'
WHERE zh.locale = 'zh-CN' AND o.id = zh.operator_id;
UPDATE messages m SET
  title = zh.title || ' ' || en.title,
  sub_title = CASE WHEN en.sub_title = '' THEN '' ELSE zh.sub_title || ' · ' || en.sub_title END,
  content = zh.content || en.content
FROM message_texts zh JOIN message_texts en ON en.code = zh.code AND en.locale = 'en-US'
WHERE zh.locale = 'zh-CN' AND m.text_code = zh.code;
ALTER TABLE messages DROP COLUMN text_code;
DROP TABLE message_texts;
DROP TABLE operator_names;
