-- Operators' area, address and security question per language, as migrations 092 and 094 did for
-- introductions and certification records. The demo seed wrote them in Chinese only ('浙江省 杭州市
-- 西湖区', '文三路 90 号 8 楼', '第一台电脑的品牌？'), shown so in en-US on /user/setting. Such a
-- text now has a row per language; operators.area, operators.address and operator_security.question
-- keep the en-US one, and the text of an operator without rows (typed by hand) as written.
CREATE TABLE operator_setting_texts (
  operator_id integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('area', 'address', 'question')),
  locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN')),
  text text NOT NULL CHECK (text <> ''),
  PRIMARY KEY (operator_id, field, locale)
);

-- A database that holds the demo seed: its texts (the same the seed now writes:
-- server/src/seed/account.ts). Nothing happens on a database without those exact strings.
CREATE TEMPORARY TABLE demo_setting_texts (field text, zh text, en text) ON COMMIT DROP;
INSERT INTO demo_setting_texts VALUES
  ('area', '浙江省 杭州市 西湖区', 'Xihu District, Hangzhou, Zhejiang'),
  ('address', '文三路 90 号 8 楼', '8F, 90 Wensan Road'),
  ('area', '四川省 成都市 高新区', 'High-tech Zone, Chengdu, Sichuan'),
  ('address', '天府大道 1700 号', '1700 Tianfu Avenue'),
  ('area', '上海市 浦东新区', 'Pudong New Area, Shanghai'),
  ('address', '世纪大道 100 号 21 楼', '21F, 100 Century Avenue'),
  ('question', '第一台电脑的品牌？', 'What was the brand of your first computer?');

INSERT INTO operator_setting_texts (operator_id, field, locale, text)
SELECT o.id, d.field, l.locale, CASE l.locale WHEN 'en-US' THEN d.en ELSE d.zh END
FROM operators o
JOIN demo_setting_texts d ON (d.field = 'area' AND o.area = d.zh) OR (d.field = 'address' AND o.address = d.zh)
CROSS JOIN (VALUES ('en-US'), ('zh-CN')) AS l(locale);
INSERT INTO operator_setting_texts (operator_id, field, locale, text)
SELECT s.operator_id, d.field, l.locale, CASE l.locale WHEN 'en-US' THEN d.en ELSE d.zh END
FROM operator_security s
JOIN demo_setting_texts d ON d.field = 'question' AND s.question = d.zh
CROSS JOIN (VALUES ('en-US'), ('zh-CN')) AS l(locale);

UPDATE operators o SET area = d.en FROM demo_setting_texts d WHERE d.field = 'area' AND o.area = d.zh;
UPDATE operators o SET address = d.en FROM demo_setting_texts d WHERE d.field = 'address' AND o.address = d.zh;
UPDATE operator_security s SET question = d.en
FROM demo_setting_texts d WHERE d.field = 'question' AND s.question = d.zh;
