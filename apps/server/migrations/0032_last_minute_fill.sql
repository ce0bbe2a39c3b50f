-- Last-minute fill (issue 29 item 3, ADR 0069): a time that frees inside the next 24 hours and that no waiting-list
-- entry takes is offered to regulars who are due, first come first served, by SMS and email with a one-tap link.

-- The owner's switch: off in a new shop, on in the demo.
ALTER TABLE shop_settings ADD COLUMN last_minute_fill_enabled boolean NOT NULL DEFAULT false;

-- The customer's choice (the profile shows and changes it; every offer carries a link that turns it off). Optional
-- messages to existing customers with an opt-out in each one, as the reminders (ADR 0019): on until they say no;
-- an address in email_unsubscribes gets no offer either.
ALTER TABLE users ADD COLUMN last_minute_offers boolean NOT NULL DEFAULT true;

-- One freed time offered: the barber's interval, and the booking that filled it (null while nobody took it).
CREATE TABLE last_minute_fills (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  barber_id       uuid NOT NULL REFERENCES barbers (id) ON DELETE CASCADE,
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL CHECK (ends_at > starts_at),
  appointment_id  uuid REFERENCES appointments (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL
);
CREATE INDEX last_minute_fills_barber_idx ON last_minute_fills (barber_id, starts_at);

-- One person told of a freed time: the start and the service offered to them (their usual one, which fits), and
-- the unguessable token of their one-tap link. sent_at counts against the weekly limit.
CREATE TABLE last_minute_offers (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  fill_id     uuid NOT NULL REFERENCES last_minute_fills (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_id  uuid NOT NULL REFERENCES services (id),
  token       text NOT NULL UNIQUE,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL CHECK (ends_at > starts_at),
  sent_at     timestamptz NOT NULL,
  booked_at   timestamptz,
  UNIQUE (fill_id, user_id)
);
CREATE INDEX last_minute_offers_user_idx ON last_minute_offers (user_id, sent_at);
