-- The introductions and shop names one string again where they have both languages.
UPDATE operators o SET introduction = zh.introduction || en.introduction
FROM operator_introductions zh
JOIN operator_introductions en ON en.operator_id = zh.operator_id AND en.locale = 'en-US'
WHERE zh.locale = 'zh-CN' AND o.id = zh.operator_id;
UPDATE shops s SET name = zh.name || ' ' || en.name
FROM shop_names zh JOIN shop_names en ON en.shop_id = zh.shop_id AND en.locale = 'en-US'
WHERE zh.locale = 'zh-CN' AND s.id = zh.shop_id;
DROP TABLE shop_names;
DROP TABLE operator_introductions;
