-- Live updates (decision 030): every buyer-visible change (shipping, an audit decision, a refund, a job-loop cancel)
-- writes a notification row in its own transaction, so one trigger there tells every process, once the change has
-- committed, whose app to refresh. The payload names the buyer, the row and its kind; never its values.
CREATE OR REPLACE FUNCTION notify_buyer_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('buyer_event', json_build_object('user_id', NEW.user_id, 'id', NEW.id, 'kind', NEW.kind)::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER notifications_added AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_buyer_event();
