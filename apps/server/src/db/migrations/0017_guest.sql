-- Guest checkout (ADR 028): a guest is a users row keyed by its e-mail that can never log in
-- (no usable password, inactive) and gets short-lived guest tokens for the cart, checkout and
-- payment only. Claiming it (POST /api/guest/claim) turns it into a normal active account.
ALTER TABLE users ADD COLUMN is_guest boolean NOT NULL DEFAULT false;
