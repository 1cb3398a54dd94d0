-- A change notice (migration 0010) is sent only when a row really changed. An update that writes the same values
-- (a right payment code clears a try count that is already 0) forgets nothing anywhere, and its commit no longer
-- queues behind every other notifying commit for PostgreSQL's notice lock (ADR 022).
DROP TRIGGER users_changed ON users;--> statement-breakpoint
DROP TRIGGER sessions_changed ON sessions;--> statement-breakpoint
DROP TRIGGER product_favourites_changed ON product_favourites;--> statement-breakpoint
DROP TRIGGER shop_follows_changed ON shop_follows;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER product_favourites_changed AFTER UPDATE ON product_favourites FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER product_favourites_added_or_deleted AFTER INSERT OR DELETE ON product_favourites FOR EACH ROW EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER shop_follows_changed AFTER UPDATE ON shop_follows FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER shop_follows_added_or_deleted AFTER INSERT OR DELETE ON shop_follows FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
