-- The names one string again where a demo operator's code has names in both languages.
UPDATE operators o SET job_name = zh.name || ' ' || en.name
FROM work_names zh JOIN work_names en ON en.kind = zh.kind AND en.code = zh.code AND en.locale = 'en-US'
WHERE zh.kind = 'job' AND zh.locale = 'zh-CN' AND o.job = zh.code;
UPDATE operators o SET organization_name = zh.name || ' ' || en.name
FROM work_names zh JOIN work_names en ON en.kind = zh.kind AND en.code = zh.code AND en.locale = 'en-US'
WHERE zh.kind = 'organization' AND zh.locale = 'zh-CN' AND o.organization = zh.code;
UPDATE operators o SET location_name = zh.name || ' ' || en.name, location = zh.name || ' ' || en.name
FROM work_names zh JOIN work_names en ON en.kind = zh.kind AND en.code = zh.code AND en.locale = 'en-US'
WHERE zh.kind = 'location' AND zh.locale = 'zh-CN' AND o.location_code = zh.code;
ALTER TABLE operators DROP COLUMN location_code;
DROP TABLE work_names;
