-- The waiting list (issue 13, ADR 0018): customers' requests for a slot, and the offers of freed slots held for
-- them one at a time.

CREATE TABLE waiting_list_entries (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id               uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- null: any barber who offers the service.
  barber_id             uuid REFERENCES barbers (id) ON DELETE CASCADE,
  service_id            uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  -- Weekdays (monday..sunday) and time slots (morning, afternoon, evening); empty means any.
  preferred_days        text[] NOT NULL DEFAULT '{}',
  preferred_time_slots  text[] NOT NULL DEFAULT '{}',
  notes                 text,
  status                text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'notified', 'booked', 'expired')),
  -- The request's time (the app's clock) and the end of its 30 days.
  created_at            timestamptz NOT NULL DEFAULT now(),
  expires_at            timestamptz NOT NULL,
  -- The appointment booked through an offer (status booked).
  booked_appointment_id uuid REFERENCES appointments (id) ON DELETE SET NULL,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (preferred_days <@ ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']::text[]),
  CHECK (preferred_time_slots <@ ARRAY['morning', 'afternoon', 'evening']::text[])
);
CREATE INDEX waiting_list_entries_user_idx ON waiting_list_entries (user_id, created_at DESC);
-- The matcher reads the waiting entries in hand-over order.
CREATE INDEX waiting_list_entries_turn_idx ON waiting_list_entries (created_at, id) WHERE status = 'pending';

-- Each freed slot offered to one entry: held by a pending appointment (the exclusion constraint keeps everyone
-- else off that time) until offered_until, then passed on. The rows stay as the history of who was offered what,
-- so a slot is never offered twice to the same entry.
CREATE TABLE waiting_list_offers (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entry_id        uuid NOT NULL REFERENCES waiting_list_entries (id) ON DELETE CASCADE,
  -- The held appointment (pending while open, confirmed once booked, cancelled when the offer lapsed).
  appointment_id  uuid REFERENCES appointments (id) ON DELETE SET NULL,
  barber_id       uuid NOT NULL REFERENCES barbers (id) ON DELETE CASCADE,
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  -- open: held now; booked: taken through the link; lapsed: 30 minutes passed; withdrawn: the entry was removed
  -- or the held appointment was cancelled by someone.
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'booked', 'lapsed', 'withdrawn')),
  offered_at      timestamptz NOT NULL,
  offered_until   timestamptz NOT NULL,
  closed_at       timestamptz,
  CHECK (ends_at > starts_at),
  CHECK (offered_until > offered_at)
);
-- One open offer per entry, and one open offer per held appointment: exactly one person holds a freed slot.
CREATE UNIQUE INDEX waiting_list_offers_one_per_entry ON waiting_list_offers (entry_id) WHERE status = 'open';
CREATE UNIQUE INDEX waiting_list_offers_one_per_hold ON waiting_list_offers (appointment_id) WHERE status = 'open';
-- The lapse job reads the open offers by their end.
CREATE INDEX waiting_list_offers_open_idx ON waiting_list_offers (offered_until) WHERE status = 'open';
CREATE INDEX waiting_list_offers_slot_idx ON waiting_list_offers (barber_id, starts_at);
