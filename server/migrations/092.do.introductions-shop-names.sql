-- Operator introductions and shop names per language, as migration 090 did for operator names. The
-- demo seed stored each operator's introduction ('负责内容与会员运营，…。Runs content and member
-- operations.') and each shop's name ('线上租赁店 Online Rent') as one bilingual string, shown whole in
-- either language. An introduction or a shop name now has a row per language; operators.introduction
-- and shops.name keep the text of one without rows (typed by hand), shown as it was written.
CREATE TABLE operator_introductions (
  operator_id integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN')),
  introduction text NOT NULL CHECK (introduction <> ''),
  PRIMARY KEY (operator_id, locale)
);

CREATE TABLE shop_names (
  shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN')),
  name text NOT NULL CHECK (name <> ''),
  PRIMARY KEY (shop_id, locale)
);

-- A database that holds the demo seed: its bilingual strings become a text per language (the same
-- texts the seed now writes: server/src/modules/demo/operators.ts, server/src/seed/core-data.ts), and
-- the own column the English one. Nothing happens on a database without those exact strings.
CREATE TEMPORARY TABLE demo_introductions (bilingual text, en text, zh text) ON COMMIT DROP;
INSERT INTO demo_introductions VALUES
  ('负责内容与会员运营，盯紧每一笔福币与 VIP 账目。Runs content and member operations.',
   'Runs content and member operations.', '负责内容与会员运营，盯紧每一笔福币与 VIP 账目。'),
  ('处理会员工单、补发与退款咨询。Handles member tickets, re-issues and refunds.',
   'Handles member tickets, re-issues and refunds.', '处理会员工单、补发与退款咨询。'),
  ('复核大额补发，四眼原则的第二双眼。Reviews large re-issues: the second pair of eyes.',
   'Reviews large re-issues: the second pair of eyes.', '复核大额补发，四眼原则的第二双眼。');

INSERT INTO operator_introductions (operator_id, locale, introduction)
SELECT o.id, l.locale, CASE l.locale WHEN 'en-US' THEN d.en ELSE d.zh END
FROM operators o
JOIN demo_introductions d ON o.introduction = d.bilingual
CROSS JOIN (VALUES ('en-US'), ('zh-CN')) AS l(locale);
UPDATE operators o SET introduction = d.en FROM demo_introductions d WHERE o.introduction = d.bilingual;

CREATE TEMPORARY TABLE demo_shop_names (bilingual text, en text, zh text) ON COMMIT DROP;
INSERT INTO demo_shop_names VALUES
  ('线上租赁店 Online Rent', 'Online Rent', '线上租赁店'),
  ('线上销售店 Online Sell', 'Online Sell', '线上销售店'),
  ('中心仓 Stockroom', 'Stockroom', '中心仓');

INSERT INTO shop_names (shop_id, locale, name)
SELECT s.id, l.locale, CASE l.locale WHEN 'en-US' THEN d.en ELSE d.zh END
FROM shops s
JOIN demo_shop_names d ON s.name = d.bilingual
CROSS JOIN (VALUES ('en-US'), ('zh-CN')) AS l(locale);
UPDATE shops s SET name = d.en FROM demo_shop_names d WHERE s.name = d.bilingual;
