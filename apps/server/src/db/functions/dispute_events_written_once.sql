-- Decision 044: a case's timeline is never edited after the fact. A row of dispute_events is written once; an update or
-- a delete fails, whoever tries.
CREATE OR REPLACE FUNCTION dispute_events_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dispute_events rows are written once (%)', TG_OP;
END $$;

CREATE OR REPLACE TRIGGER dispute_events_written_once BEFORE UPDATE OR DELETE ON dispute_events
  FOR EACH ROW EXECUTE FUNCTION dispute_events_written_once();
