-- The audio encoding profile was stored as 'ACC-LC', a misspelling of AAC-LC (Advanced Audio
-- Coding, Low Complexity). The parameters in effect (setting media_params), the changes waiting
-- for or past approval (their new and old values) and the profile recorded on each uploaded video
-- now say 'AAC-LC', the one value the schema accepts.
UPDATE settings SET value = replace(value::text, '"ACC-LC"', '"AAC-LC"')::jsonb
  WHERE key = 'media_params' AND value::text LIKE '%"ACC-LC"%';
UPDATE approvals
  SET payload = replace(payload::text, '"ACC-LC"', '"AAC-LC"')::jsonb,
      before = replace(before::text, '"ACC-LC"', '"AAC-LC"')::jsonb
  WHERE kind = 'media_params' AND (payload::text LIKE '%"ACC-LC"%' OR before::text LIKE '%"ACC-LC"%');
UPDATE uploads SET encoding = replace(encoding::text, '"ACC-LC"', '"AAC-LC"')::jsonb
  WHERE encoding IS NOT NULL AND encoding::text LIKE '%"ACC-LC"%';
