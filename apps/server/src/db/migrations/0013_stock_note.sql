-- Inventario: a hand adjustment may carry a short note (the supplier's invoice, what broke...).
ALTER TABLE stock_movements ADD COLUMN note text;
