-- Back to the misspelt 'ACC-LC' the schema before 075 accepted.
UPDATE settings SET value = replace(value::text, '"AAC-LC"', '"ACC-LC"')::jsonb
  WHERE key = 'media_params' AND value::text LIKE '%"AAC-LC"%';
UPDATE approvals
  SET payload = replace(payload::text, '"AAC-LC"', '"ACC-LC"')::jsonb,
      before = replace(before::text, '"AAC-LC"', '"ACC-LC"')::jsonb
  WHERE kind = 'media_params' AND (payload::text LIKE '%"AAC-LC"%' OR before::text LIKE '%"AAC-LC"%');
UPDATE uploads SET encoding = replace(encoding::text, '"AAC-LC"', '"ACC-LC"')::jsonb
  WHERE encoding IS NOT NULL AND encoding::text LIKE '%"AAC-LC"%';
