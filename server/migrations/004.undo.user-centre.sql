DROP TABLE certification_records;
DROP TABLE operator_certifications;
DROP TABLE operator_security;
DROP INDEX sessions_id_key;
ALTER TABLE sessions DROP COLUMN id;
ALTER TABLE operators
  DROP COLUMN nickname,
  DROP COLUMN country_region,
  DROP COLUMN area,
  DROP COLUMN address;
