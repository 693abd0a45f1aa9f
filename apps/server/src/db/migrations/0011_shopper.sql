-- The product page's gallery comes from product_images: a change to them drops the cached
-- catalogue answers like any other catalogue change (function from 0002_catalog_search).
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_changed();
