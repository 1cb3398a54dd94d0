-- The words a product search matches (modules/catalogue/search.ts): its title weighted A, the first 2,000 characters
-- of its description B. Written when a product is inserted or its title or description changes, and only then: as a
-- generated column it was worked out again on every update, and a checkout's stock update was never a HOT update
-- (every one of the table's eight indexes written, its two GIN indexes too: 0.37 ms of the checkout; decision 043).
-- Its titles in other languages weigh as its own (product_translations, decision 053): a buyer finds it by its title
-- in any language it has; tw_product_translation_search writes the vector again when one changes.
CREATE OR REPLACE FUNCTION tw_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('simple', NEW.title), 'A')
    || setweight(to_tsvector('simple', coalesce(
      (SELECT string_agg(t.title, ' ') FROM product_translations t WHERE t.product_id = NEW.id), '')), 'A')
    || setweight(to_tsvector('simple', left(NEW.description, 2000)), 'B');
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER products_search BEFORE INSERT OR UPDATE OF title, description ON products
  FOR EACH ROW EXECUTE FUNCTION tw_product_search();
