-- Booking: barbers and their hours, services, temporary absences, appointments, idempotency keys.

CREATE TABLE barbers (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The barber's login, when they have one; a barber record can exist without an account.
  user_id       uuid UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  email         text NOT NULL DEFAULT '',
  phone         text NOT NULL DEFAULT '',
  bio           text,
  is_active     boolean NOT NULL DEFAULT true,
  -- Seven WorkingDay entries (monday..sunday), validated by the shared WorkingHoursSchema before writing.
  working_hours jsonb NOT NULL CHECK (jsonb_typeof(working_hours) = 'array' AND jsonb_array_length(working_hours) = 7),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Whole shop-local days, both ends included.
CREATE TABLE barber_vacations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  barber_id   uuid NOT NULL REFERENCES barbers (id) ON DELETE CASCADE,
  start_date  date NOT NULL,
  end_date    date NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX barber_vacations_barber_idx ON barber_vacations (barber_id, end_date);

CREATE TABLE services (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name              text NOT NULL,
  price_rappen      integer NOT NULL CHECK (price_rappen >= 0),
  duration_minutes  integer NOT NULL CHECK (duration_minutes > 0),
  description       text,
  is_active         boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE barber_services (
  barber_id   uuid NOT NULL REFERENCES barbers (id) ON DELETE CASCADE,
  service_id  uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (barber_id, service_id)
);
CREATE INDEX barber_services_service_idx ON barber_services (service_id);

-- Blocks part of one day: for one barber, or for the whole studio when barber_id is null.
CREATE TABLE temporary_absences (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  barber_id   uuid REFERENCES barbers (id) ON DELETE CASCADE,
  date        date NOT NULL,
  start_time  time NOT NULL,
  end_time    time NOT NULL,
  reason      text NOT NULL DEFAULT '',
  notes       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (start_time < end_time)
);
CREATE INDEX temporary_absences_date_idx ON temporary_absences (date, barber_id);

CREATE TABLE appointments (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- No cascade: an appointment is history (and revenue) even after a barber or service is retired.
  barber_id            uuid NOT NULL REFERENCES barbers (id),
  service_id           uuid NOT NULL REFERENCES services (id),
  -- Snapshots taken at booking time: later price or name changes must not rewrite past appointments.
  service_name         text NOT NULL,
  duration_minutes     integer NOT NULL CHECK (duration_minutes > 0),
  price_rappen         integer NOT NULL CHECK (price_rappen >= 0),
  starts_at            timestamptz NOT NULL,
  ends_at              timestamptz NOT NULL,
  status               text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled')),
  payment_type         text NOT NULL DEFAULT 'in_person' CHECK (payment_type IN ('in_person', 'online')),
  cancellation_reason  text,
  booking_kind         text NOT NULL CHECK (booking_kind IN ('online', 'guest', 'admin')),
  client_user_id       uuid REFERENCES users (id) ON DELETE SET NULL,
  guest_first_name     text,
  guest_last_name      text,
  guest_email          text,
  guest_phone          text,
  client_nickname      text,
  booked_by_user_id    uuid REFERENCES users (id) ON DELETE SET NULL,
  notes                text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (booking_kind <> 'guest' OR (guest_first_name IS NOT NULL AND guest_last_name IS NOT NULL AND guest_email IS NOT NULL)),
  -- The database, not the application, guarantees that one barber's active appointments never overlap:
  -- of two concurrent bookings for overlapping times exactly one commits, the other fails with SQLSTATE 23P01.
  -- Ranges are half-open [start, end), so back-to-back appointments are allowed.
  CONSTRAINT appointments_no_overlap EXCLUDE USING gist (barber_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
    WHERE (status IN ('pending', 'confirmed'))
);
CREATE INDEX appointments_barber_start_idx ON appointments (barber_id, starts_at);
CREATE INDEX appointments_client_idx ON appointments (client_user_id, starts_at) WHERE client_user_id IS NOT NULL;

-- A retried create (same Idempotency-Key) returns the stored answer instead of booking twice. The key row is
-- inserted in the same transaction as the booking, so the primary key decides between concurrent duplicates.
CREATE TABLE idempotency_keys (
  scope         text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status_code   integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
