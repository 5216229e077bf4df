DROP TABLE IF EXISTS login_challenges;
DROP TABLE IF EXISTS operator_recovery_codes;
DROP TABLE IF EXISTS operator_totp;
