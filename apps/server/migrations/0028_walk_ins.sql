-- Walk-ins, 'Senza Appuntamento' (issue 29 item 1, ADR 0063): the queue of customers who came to the door, and the
-- owner's switch that opens it.
--
-- A walk-in being served occupies the barber's chair through the appointments table itself: 'Inizia' inserts an
-- appointment of kind walk_in from now for the service's duration, so the one exclusion constraint
-- (appointments_no_overlap) keeps it off every booking and every booking off it, on PGlite and PostgreSQL alike.
-- There is no second constraint across tables to keep in step.

ALTER TABLE appointments DROP CONSTRAINT appointments_booking_kind_check;
ALTER TABLE appointments ADD CONSTRAINT appointments_booking_kind_check
  CHECK (booking_kind IN ('online', 'guest', 'admin', 'walk_in'));

-- Off until the owner opens the queue; the demo shop turns it on.
ALTER TABLE shop_settings ADD COLUMN walk_ins_enabled boolean NOT NULL DEFAULT false;

CREATE TABLE walk_ins (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The customer's own page (/coda/<token>): unguessable, the only permission to read it.
  token             text NOT NULL UNIQUE,
  first_name        text NOT NULL,
  -- International form, for the 'tocca a te' SMS only; never shown on the public queue.
  phone             text NOT NULL,
  service_id        uuid NOT NULL REFERENCES services (id),
  -- The barber asked for (null: whoever is free first), then the one who serves them.
  barber_id         uuid REFERENCES barbers (id),
  status            text NOT NULL DEFAULT 'waiting'
                    CHECK (status IN ('waiting', 'called', 'in_service', 'done', 'no_show')),
  -- The chair's time while in service (and after): the appointment holds it under the exclusion constraint.
  appointment_id    uuid REFERENCES appointments (id),
  -- The staff member who added them at the counter (null: the customer joined through the QR code).
  added_by_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The queue's order: arrival, counted by the database (two people can join within the clock's same instant).
  arrival           bigint GENERATED ALWAYS AS IDENTITY,
  created_at        timestamptz NOT NULL,
  called_at         timestamptz,
  started_at        timestamptz,
  ended_at          timestamptz,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('in_service', 'done') OR (appointment_id IS NOT NULL AND barber_id IS NOT NULL))
);
-- The open queue in arrival order: what every page of the queue reads.
CREATE INDEX walk_ins_open_idx ON walk_ins (arrival) WHERE status IN ('waiting', 'called', 'in_service');
