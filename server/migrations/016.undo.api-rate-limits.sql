DROP TABLE IF EXISTS api_rate_limits;
