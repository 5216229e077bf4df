DROP FUNCTION IF EXISTS opsdeck_next_order_seqs(text, date, integer);
