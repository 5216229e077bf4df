DROP FUNCTION IF EXISTS opsdeck_next_order_seq(text, date);
DROP TABLE IF EXISTS order_number_blocks;
