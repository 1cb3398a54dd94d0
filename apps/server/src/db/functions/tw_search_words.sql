-- The dictionary of title words a mistyped search is corrected against (search_words, modules/catalogue/search-correction.ts):
-- each word of a new or renamed product's title, lower-cased, split where the search's own parser splits. Inserts add
-- their words once per statement (a seed's batch of products is one insert of the dictionary), a rename once per row,
-- and a checkout's stock update fires nothing (decision 043 keeps it a HOT update).
CREATE OR REPLACE FUNCTION tw_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF lower(TG_LEVEL) = 'statement' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM added, regexp_split_to_table(lower(added.title), '[^[:alnum:]]+') AS w
      WHERE length(w) >= 2
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.title), '[^[:alnum:]]+') AS w
      WHERE length(w) >= 2
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER products_words_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tw_search_words();

CREATE OR REPLACE TRIGGER products_words_renamed AFTER UPDATE OF title ON products
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION tw_search_words();
