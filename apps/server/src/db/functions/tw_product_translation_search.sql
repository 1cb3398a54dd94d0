-- A product's search words when one of its titles in another language is written, changed or removed (decision 053):
-- naming its title in an UPDATE runs tw_product_search (its trigger is `UPDATE OF title`), which reads them all.
CREATE OR REPLACE FUNCTION tw_product_translation_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET title = title
    WHERE id = COALESCE(NEW.product_id, OLD.product_id); -- NEW is null on a delete
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER product_translations_search AFTER INSERT OR UPDATE OF title OR DELETE
  ON product_translations FOR EACH ROW EXECUTE FUNCTION tw_product_translation_search();
