-- A card charged as a diferido (Kushki, ADR 069/084) keeps its months on the order: the customer's
-- page, the confirmation e-mail and the back office show "Diferido a N meses". Null = corriente.
ALTER TABLE orders ADD COLUMN deferred_months integer;
