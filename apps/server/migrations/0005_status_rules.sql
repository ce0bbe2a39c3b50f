-- Appointment status rules (issue 8): completed appointments keep their time, and every status change says who
-- and when.

-- The last change, on the row itself (cheap to show in the staff calendar), and the full history.
ALTER TABLE appointments
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN status_changed_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE appointment_status_events (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  appointment_id      uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  from_status         text NOT NULL,
  to_status           text NOT NULL,
  -- null: a path that did not say who (or the account was deleted later).
  changed_by_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at          timestamptz NOT NULL
);
CREATE INDEX appointment_status_events_appointment_idx ON appointment_status_events (appointment_id, changed_at);

-- Every status change, whatever code path makes it, writes its event in the same transaction. A path that
-- stamps status_changed_at/_by (the staff status call) is recorded as it says; one that does not is recorded
-- at the database's time with no author, rather than not at all.
CREATE FUNCTION appointments_record_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status_changed_at IS NOT DISTINCT FROM OLD.status_changed_at THEN
    NEW.status_changed_at := now();
    NEW.status_changed_by_user_id := NULL;
  END IF;
  INSERT INTO appointment_status_events (appointment_id, from_status, to_status, changed_by_user_id, changed_at)
  VALUES (NEW.id, OLD.status, NEW.status, NEW.status_changed_by_user_id, NEW.status_changed_at);
  RETURN NEW;
END
$$;

CREATE TRIGGER appointments_status_change
  BEFORE UPDATE OF status ON appointments
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION appointments_record_status_change();

-- Before the constraint can count completed appointments, data written under the old rule must satisfy it: an
-- appointment completed before it started freed its time, and the time may have been booked again. The
-- completed appointment is the one that gave the time away, so it is the one set aside: cancelled, with a
-- reason the calendar shows, when it overlaps an active appointment of the same barber or a completed one
-- booked after it. What remains never overlaps (the trigger above records each of these changes).
UPDATE appointments x
SET status = 'cancelled',
    cancellation_reason = 'Annullato automaticamente: era segnato come completato ma si sovrapponeva a un altro appuntamento dello stesso barbiere',
    updated_at = now()
WHERE x.status = 'completed'
  AND EXISTS (
    SELECT 1 FROM appointments y
    WHERE y.barber_id = x.barber_id
      AND y.id <> x.id
      AND tstzrange(y.starts_at, y.ends_at) && tstzrange(x.starts_at, x.ends_at)
      AND (y.status IN ('pending', 'confirmed') OR (y.status = 'completed' AND (y.created_at, y.id) > (x.created_at, x.id)))
  );

-- A completed appointment occupied the chair: it stays inside the no-overlap guarantee. Cancelled appointments
-- stay outside (their time is free again, and cancelled is final).
ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap;
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
  EXCLUDE USING gist (barber_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
  WHERE (status IN ('pending', 'confirmed', 'completed'));
