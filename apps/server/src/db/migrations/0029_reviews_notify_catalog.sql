-- A product page's first HTML carries its reviews and every card's rating, and rendered pages are
-- cached until the catalogue changes (issue 27): a review changes what those pages show.
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_changed();
