-- Completed work stays done (issue 23 item 6, ADR 0037): the owner may correct a completed appointment only with
-- a reason, and the reason is part of the history. The staff status call writes it on the row with who and when;
-- the trigger of 0005 copies it into the event, so every event says why when someone said why.

ALTER TABLE appointment_status_events ADD COLUMN reason text;
ALTER TABLE appointments ADD COLUMN status_change_reason text;

CREATE OR REPLACE FUNCTION appointments_record_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A path that does not stamp the change (booking, payment expiry...) is recorded at the database's time with
  -- no author and no reason, rather than with the previous change's.
  IF NEW.status_changed_at IS NOT DISTINCT FROM OLD.status_changed_at THEN
    NEW.status_changed_at := now();
    NEW.status_changed_by_user_id := NULL;
    NEW.status_change_reason := NULL;
  END IF;
  INSERT INTO appointment_status_events (appointment_id, from_status, to_status, changed_by_user_id, changed_at, reason)
  VALUES (NEW.id, OLD.status, NEW.status, NEW.status_changed_by_user_id, NEW.status_changed_at, NEW.status_change_reason);
  RETURN NEW;
END
$$;
