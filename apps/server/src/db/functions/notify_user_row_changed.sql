-- A user's row changed (the trigger fires only when something did): when only the balance moved, the notice is
-- 'id balance version' and every process sets that balance on the user it remembers when it is newer; otherwise it
-- is the id alone, and every process forgets the user (decision 034).
CREATE OR REPLACE FUNCTION notify_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  others users%ROWTYPE;
BEGIN
  others := OLD;
  others.balance_cents := NEW.balance_cents;
  others.balance_version := NEW.balance_version;
  IF others IS NOT DISTINCT FROM NEW THEN
    PERFORM pg_notify('user_changed', NEW.id || ' ' || NEW.balance_cents || ' ' || NEW.balance_version);
  ELSE
    PERFORM pg_notify('user_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER users_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_row_changed();
