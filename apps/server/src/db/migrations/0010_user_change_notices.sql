-- Every process keeps sessions, user rows and a buyer's favourites and follows in memory (plugins/user-memory.ts).
-- Whatever changes them, in any process or by hand, tells every listener which user to forget once it commits.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('user_changed', COALESCE(OLD.id, NEW.id)::text);
  ELSE
    PERFORM pg_notify('user_changed', COALESCE(OLD.user_id, NEW.user_id)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER product_favourites_changed AFTER INSERT OR UPDATE OR DELETE ON product_favourites FOR EACH ROW EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER shop_follows_changed AFTER INSERT OR UPDATE OR DELETE ON shop_follows FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
