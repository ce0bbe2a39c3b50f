-- No-shows recorded and answered (issue 29 item 2, ADR 0064).

-- 'Non presentato': staff mark it once the appointment has started. Like a cancellation it frees the chair, so the
-- no-overlap constraint (0005: pending, confirmed, completed) is left as it is.
ALTER TABLE appointments DROP CONSTRAINT appointments_status_check;
ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
  CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'));

-- Who cancelled: a customer's cancellation inside the notice is a miss, the shop's never is. NULL for rows from
-- before this release and for every other status.
ALTER TABLE appointments ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('customer', 'shop'));

-- A deposit asked by the policy and paid online: its amount (deducted from the price at the shop) and, when the
-- customer accepted that it is forfeited on a no-show or a late cancellation, when and which text they accepted.
ALTER TABLE appointments ADD COLUMN deposit_rappen integer CHECK (deposit_rappen > 0 AND deposit_rappen <= price_rappen);
ALTER TABLE appointments ADD COLUMN deposit_terms_accepted_at timestamptz;
ALTER TABLE appointments ADD COLUMN deposit_terms_text text;

-- A customer's history is read by account, email (indexed since 0015) or phone.
CREATE INDEX appointments_guest_phone_idx ON appointments (guest_phone) WHERE guest_phone IS NOT NULL;

-- The owner's deposit policy: one row at most (id 1); no row reads as the defaults (off).
CREATE TABLE deposit_policy (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT false,
  kind text NOT NULL DEFAULT 'fixed' CHECK (kind IN ('fixed', 'percent')),
  fixed_rappen integer NOT NULL DEFAULT 2000 CHECK (fixed_rappen BETWEEN 100 AND 50000),
  percent integer NOT NULL DEFAULT 30 CHECK (percent BETWEEN 1 AND 100),
  threshold integer NOT NULL DEFAULT 2 CHECK (threshold BETWEEN 1 AND 20),
  first_time_at_peak boolean NOT NULL DEFAULT false,
  -- Weekday names as the API writes them (monday..sunday).
  peak_days jsonb NOT NULL DEFAULT '["friday", "saturday"]'::jsonb,
  peak_from text NOT NULL DEFAULT '16:00',
  peak_to text NOT NULL DEFAULT '19:00',
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (peak_from < peak_to)
);
