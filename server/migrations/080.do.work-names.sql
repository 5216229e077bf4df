-- Job, organization and office location names per language. The demo seed stored each name as one
-- bilingual string ('运营负责人 Head of Operations'), which the console showed whole in either
-- language. A name now has a row per language, found by its code: operators.job,
-- operators.organization and the new operators.location_code. The operators' *_name columns keep the
-- name of a code without rows (or an office location typed by hand), shown as it was written.
CREATE TABLE work_names (
  kind text NOT NULL CHECK (kind IN ('job', 'organization', 'location')),
  code text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN')),
  name text NOT NULL CHECK (name <> ''),
  PRIMARY KEY (kind, code, locale)
);

-- '' when the office location is text of the operator's own, not a known place
ALTER TABLE operators ADD COLUMN location_code text NOT NULL DEFAULT '';

-- A database that holds the demo seed: its bilingual names become a name per language (the same
-- names the seed now writes, server/src/modules/demo/operators.ts), and each *_name column the
-- English one. Nothing happens on a database without those exact strings.
CREATE TEMPORARY TABLE demo_work_names (kind text, code text, bilingual text, en text, zh text) ON COMMIT DROP;
INSERT INTO demo_work_names VALUES
  ('job', 'operations', '运营负责人 Head of Operations', 'Head of Operations', '运营负责人'),
  ('job', 'support', '会员客服 Member Support', 'Member Support', '会员客服'),
  ('job', 'finance', '财务复核 Finance Reviewer', 'Finance Reviewer', '财务复核'),
  ('organization', 'content-ops', '内容运营部 Content Operations', 'Content Operations', '内容运营部'),
  ('organization', 'member-service', '会员服务组 Member Service', 'Member Service', '会员服务组'),
  ('organization', 'finance', '财务部 Finance', 'Finance', '财务部'),
  ('location', 'hangzhou', '杭州 Hangzhou', 'Hangzhou', '杭州'),
  ('location', 'chengdu', '成都 Chengdu', 'Chengdu', '成都'),
  ('location', 'shanghai', '上海 Shanghai', 'Shanghai', '上海');

INSERT INTO work_names (kind, code, locale, name)
SELECT d.kind, d.code, l.locale, CASE l.locale WHEN 'en-US' THEN d.en ELSE d.zh END
FROM demo_work_names d
CROSS JOIN (VALUES ('en-US'), ('zh-CN')) AS l(locale)
WHERE EXISTS (
  SELECT 1 FROM operators o
  WHERE (d.kind = 'job' AND o.job = d.code AND o.job_name = d.bilingual)
     OR (d.kind = 'organization' AND o.organization = d.code AND o.organization_name = d.bilingual)
     OR (d.kind = 'location' AND o.location_name = d.bilingual)
);

UPDATE operators o SET job_name = d.en
FROM demo_work_names d WHERE d.kind = 'job' AND o.job = d.code AND o.job_name = d.bilingual;
UPDATE operators o SET organization_name = d.en
FROM demo_work_names d
WHERE d.kind = 'organization' AND o.organization = d.code AND o.organization_name = d.bilingual;
-- the office location (migration 056 made it the name) is the place's own when it is still the seed's
UPDATE operators o SET location_code = d.code, location_name = d.en,
  location = CASE WHEN o.location = d.bilingual THEN d.en ELSE o.location END
FROM demo_work_names d
WHERE d.kind = 'location' AND o.location_name = d.bilingual AND o.location IN (d.bilingual, d.code);
