-- Certification record contents per language, as migration 092 did for introductions. The demo seed
-- wrote each record's content in Chinese only ('企业证照认证：杭州拾光内容科技有限公司'), shown so in
-- en-US too. A content now has a row per language; certification_records.certification_content keeps
-- the en-US one, and the content of a record without rows (one of a database of its own) as written.
CREATE TABLE certification_record_texts (
  record_id integer NOT NULL REFERENCES certification_records(id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN')),
  content text NOT NULL CHECK (content <> ''),
  PRIMARY KEY (record_id, locale)
);

-- A database that holds the demo seed: its contents (the same texts the seed now writes:
-- server/src/seed/account.ts). Nothing happens on a database without those exact strings.
CREATE TEMPORARY TABLE demo_record_texts (zh text, en text) ON COMMIT DROP;
INSERT INTO demo_record_texts VALUES
  ('企业证照认证：杭州拾光内容科技有限公司', 'Business licence certification: 杭州拾光内容科技有限公司'),
  ('法定代表人变更：林*', 'Legal representative change: 林*'),
  ('个人实名认证：周*', 'Personal identity certification: 周*'),
  ('个人实名认证：韩*', 'Personal identity certification: 韩*');

INSERT INTO certification_record_texts (record_id, locale, content)
SELECT r.id, l.locale, CASE l.locale WHEN 'en-US' THEN d.en ELSE d.zh END
FROM certification_records r
JOIN demo_record_texts d ON r.certification_content = d.zh
CROSS JOIN (VALUES ('en-US'), ('zh-CN')) AS l(locale);
UPDATE certification_records r SET certification_content = d.en
FROM demo_record_texts d WHERE r.certification_content = d.zh;
