-- Issue 14: profile and statistics.

-- Statistics (ADR 0020): the owner's figures for every barber read appointments by time alone (the existing
-- index leads with barber_id, which serves one barber only).
CREATE INDEX appointments_starts_idx ON appointments (starts_at);

-- The data export and the account deletion (ADR 0021) also find the guest bookings made with the account's email.
CREATE INDEX appointments_guest_email_idx ON appointments (lower(guest_email)) WHERE guest_email IS NOT NULL;

-- Account deletions (ADR 0021): that one happened, when, at whose request and how many records were anonymised,
-- without any personal data (not even the account's id), so the shop can show it honoured a request.
CREATE TABLE account_erasures (
  id                       uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  requested_by             text NOT NULL CHECK (requested_by IN ('self', 'admin')),
  role                     text NOT NULL CHECK (role IN ('admin', 'barber', 'client')),
  appointments_anonymised  integer NOT NULL CHECK (appointments_anonymised >= 0),
  orders_anonymised        integer NOT NULL CHECK (orders_anonymised >= 0),
  erased_at                timestamptz NOT NULL DEFAULT now()
);
