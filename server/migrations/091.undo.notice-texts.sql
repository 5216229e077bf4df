-- The notices one string again is not kept: their code and values go, their own (en-US) texts stay.
UPDATE messages SET text_code = '' WHERE text_code LIKE 'notice:%';
ALTER TABLE messages DROP COLUMN text_params;
