-- An order line keeps the product's regular (compare-at) price at the time of purchase, so the
-- order page shows "Precio normal" as checkout did (issue 33). NULL = an order placed before this.
ALTER TABLE order_items ADD COLUMN compare_price_cents integer;
