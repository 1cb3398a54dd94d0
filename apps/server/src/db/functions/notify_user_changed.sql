-- Every process keeps sessions, user rows and a buyer's favourites and follows in memory (plugins/user-memory.ts).
-- Whatever changes them, in any process or by hand, tells every listener which user to forget once it commits. A
-- notice is sent only when a row really changed: an update that writes the same values forgets nothing anywhere, and
-- its commit does not queue behind every other notifying commit for PostgreSQL's notice lock (docs/stack.md trap 14).
-- An update of a user's own row has its function, notify_user_row_changed.sql.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('user_changed', COALESCE(OLD.id, NEW.id)::text);
  ELSE
    PERFORM pg_notify('user_changed', COALESCE(OLD.user_id, NEW.user_id)::text);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
CREATE OR REPLACE TRIGGER sessions_changed AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();
CREATE OR REPLACE TRIGGER sessions_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
CREATE OR REPLACE TRIGGER product_favourites_changed AFTER UPDATE ON product_favourites
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();
CREATE OR REPLACE TRIGGER product_favourites_added_or_deleted AFTER INSERT OR DELETE ON product_favourites
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
CREATE OR REPLACE TRIGGER shop_follows_changed AFTER UPDATE ON shop_follows
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();
CREATE OR REPLACE TRIGGER shop_follows_added_or_deleted AFTER INSERT OR DELETE ON shop_follows
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
