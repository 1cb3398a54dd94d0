-- Decision 034: a balance change forgets nobody. tw_move_balance counts the balance's version, the users trigger sends
-- it with the balance, and tw_pay answers it: db/functions/tw_move_balance.sql, notify_user_row_changed.sql and
-- tw_pay.sql, applied after the migrations (decision 035).
ALTER TABLE "users" ADD COLUMN "balance_version" bigint DEFAULT 0 NOT NULL;
