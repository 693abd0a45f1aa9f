-- Shipping by province, store pickup and the delivery window (issue 13, ADR 037).
ALTER TABLE shipping_options
  ADD COLUMN kind text NOT NULL DEFAULT 'delivery',
  ADD COLUMN provinces text[] NOT NULL DEFAULT '{}',
  ADD COLUMN min_days integer NOT NULL DEFAULT 1,
  ADD COLUMN max_days integer NOT NULL DEFAULT 3,
  ADD COLUMN is_active boolean NOT NULL DEFAULT true,
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD COLUMN updated_at timestamp with time zone NOT NULL DEFAULT now();
--> statement-breakpoint
ALTER TABLE shipping_options
  ADD CONSTRAINT shipping_options_kind CHECK (kind IN ('pickup', 'delivery')),
  ADD CONSTRAINT shipping_options_window CHECK (min_days >= 0 AND min_days <= max_days),
  ADD CONSTRAINT shipping_options_price CHECK (price_cents >= 0);
--> statement-breakpoint
CREATE UNIQUE INDEX shipping_options_name_lower_idx ON shipping_options (lower(name));
--> statement-breakpoint
-- The seeded options of an existing shop get their provinces and windows.
UPDATE shipping_options SET kind = 'pickup', min_days = 1, max_days = 1, position = 0
  WHERE name = 'Retiro en tienda - Quito';
--> statement-breakpoint
UPDATE shipping_options SET provinces = '{Pichincha}', min_days = 1, max_days = 2, position = 1
  WHERE name = 'Envío estándar Quito y valles';
--> statement-breakpoint
UPDATE shipping_options
  SET provinces = '{Azuay,Bolívar,Cañar,Carchi,Chimborazo,Cotopaxi,El Oro,Esmeraldas,Guayas,Imbabura,Loja,Los Ríos,Manabí,Morona Santiago,Napo,Orellana,Pastaza,Pichincha,Santa Elena,Santo Domingo de los Tsáchilas,Sucumbíos,Tungurahua,Zamora Chinchipe}',
      min_days = 2, max_days = 4, position = 2
  WHERE name = 'Envío nacional Servientrega';
--> statement-breakpoint
UPDATE shipping_options SET provinces = '{Pichincha}', min_days = 0, max_days = 0, position = 3
  WHERE name = 'Envío express Quito';
--> statement-breakpoint
INSERT INTO shipping_options (name, time_to_delivery, price_cents, free_from_cents, kind, provinces, min_days, max_days, position)
  SELECT 'Envío a Galápagos', '5-10 días hábiles', 2500, NULL, 'delivery', '{Galápagos}', 5, 10, 4
  WHERE EXISTS (SELECT 1 FROM shipping_options)
    AND NOT EXISTS (SELECT 1 FROM shipping_options WHERE name = 'Envío a Galápagos');
