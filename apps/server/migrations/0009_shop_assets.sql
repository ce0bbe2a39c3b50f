-- Images that belong to the shop itself (ADR 0015), one row per kind: today the shop's TWINT QR code, which the
-- manual TWINT payment page shows. The bytes live in the file storage under storage_key (content-addressed);
-- a replaced image's old file is removed after the row points to the new one.
CREATE TABLE shop_assets (
  kind         text PRIMARY KEY CHECK (kind IN ('twint_qr')),
  storage_key  text NOT NULL,
  width        integer NOT NULL CHECK (width > 0),
  height       integer NOT NULL CHECK (height > 0),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
