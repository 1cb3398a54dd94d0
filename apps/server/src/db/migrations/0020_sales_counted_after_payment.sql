-- Decision 033: a payment queues its orders here, and tw_count_sales adds their units to the sales a batch at a time.
-- Both functions are in db/functions/ (tw_count_sales.sql, tw_pay.sql), applied after the migrations (decision 035).
CREATE TABLE "sales_to_count" (
	"order_id" bigint PRIMARY KEY NOT NULL
);
