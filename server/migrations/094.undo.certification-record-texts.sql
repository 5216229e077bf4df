-- The contents in Chinese again where a record has them in both languages (as the seed wrote them).
UPDATE certification_records r SET certification_content = zh.content
FROM certification_record_texts zh
WHERE zh.locale = 'zh-CN' AND zh.record_id = r.id;
DROP TABLE certification_record_texts;
