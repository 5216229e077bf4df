-- The area, address and security question in Chinese again where they have both languages (as the
-- seed wrote them).
UPDATE operators o SET area = zh.text
FROM operator_setting_texts zh WHERE zh.field = 'area' AND zh.locale = 'zh-CN' AND zh.operator_id = o.id;
UPDATE operators o SET address = zh.text
FROM operator_setting_texts zh WHERE zh.field = 'address' AND zh.locale = 'zh-CN' AND zh.operator_id = o.id;
UPDATE operator_security s SET question = zh.text
FROM operator_setting_texts zh WHERE zh.field = 'question' AND zh.locale = 'zh-CN' AND zh.operator_id = s.operator_id;
DROP TABLE operator_setting_texts;
