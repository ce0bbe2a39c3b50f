-- The statistics' running totals (ADR 0079): what GET /admin/stats and /barbers/:id/stats read instead of
-- passing over every appointment of the period. Kept by triggers on appointments and payments, in the same
-- statement as the change, so every write path (booking, move, status, refund, anonymisation, walk-in, demo)
-- keeps them exact; ADR 0020 still says what they count.
--
-- One row per (scope, kind, day or period, key):
--   barber_id  the barber, or the nil uuid for the whole shop (the all-barbers figures read one row, not ten)
--   kind       'day' (appointments, revenue, minutes), 'hour' (key: the starting hour 0-23), 'service' (key: the
--              name booked), 'client-week' / 'client-month' / 'client-year' (key: the client; appointments = the
--              client's visits in that calendar period of the shop's clock, starts = the period's first day)
--   starts     the shop-local day (day, hour, service) or the first day of the client's period
-- Rows whose counts fall back to zero are kept (a cancelled booking's day): readers skip them.
CREATE TABLE stats_summary (
  barber_id       uuid NOT NULL,
  kind            text NOT NULL,
  starts          date NOT NULL,
  key             text NOT NULL,
  appointments    integer NOT NULL DEFAULT 0,
  revenue_rappen  bigint NOT NULL DEFAULT 0,
  minutes         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (barber_id, kind, starts, key)
);

-- One appointment's contribution, counted with `sign` (+1 added, -1 taken away).
CREATE TYPE stats_change AS (
  sign             integer,
  id               uuid,
  barber_id        uuid,
  starts_at        timestamptz,
  status           text,
  service_name     text,
  duration_minutes integer,
  price_rappen     integer,
  client_user_id   uuid,
  guest_email      text,
  guest_phone      text
);

-- Adds the contributions of `changes` under the rules of ADR 0020: cancelled appointments count nowhere; revenue
-- is a completed appointment's price less what its payments refunded (read now), never below zero; days and hours
-- are the shop's clock; a client is the account, else the guest's email (lower case), else the guest's phone.
-- Rows are upserted in key order, so two transactions touching the same rows lock them in the same order.
CREATE FUNCTION stats_apply(changes stats_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH zone AS (
    SELECT coalesce((SELECT time_zone FROM shop_settings WHERE id = 1), 'Europe/Zurich') AS tz
  ), c AS (
    SELECT c.sign, c.barber_id, c.starts_at AT TIME ZONE zone.tz AS local, c.service_name, c.duration_minutes,
      CASE WHEN c.status = 'completed'
        THEN greatest(c.price_rappen - coalesce((SELECT sum(p.refunded_rappen) FROM payments p WHERE p.appointment_id = c.id), 0), 0)
        ELSE 0 END AS revenue,
      CASE WHEN c.client_user_id IS NOT NULL THEN c.client_user_id::text
        ELSE coalesce(nullif(lower(c.guest_email), ''), nullif(c.guest_phone, '')) END AS client
    FROM unnest(changes) c, zone
    WHERE c.status <> 'cancelled'
  ), scoped AS (
    SELECT c.*, s.scope FROM c CROSS JOIN LATERAL (VALUES (c.barber_id), ('00000000-0000-0000-0000-000000000000'::uuid)) s(scope)
  ), parts AS (
    SELECT scope, 'day' AS kind, local::date AS starts, '' AS key, sign AS n, sign * revenue AS revenue, sign * duration_minutes AS minutes FROM scoped
    UNION ALL SELECT scope, 'hour', local::date, extract(hour FROM local)::int::text, sign, 0, 0 FROM scoped
    UNION ALL SELECT scope, 'service', local::date, service_name, sign, 0, 0 FROM scoped
    UNION ALL SELECT scope, 'client-week', date_trunc('week', local)::date, client, sign, 0, 0 FROM scoped WHERE client IS NOT NULL
    UNION ALL SELECT scope, 'client-month', date_trunc('month', local)::date, client, sign, 0, 0 FROM scoped WHERE client IS NOT NULL
    UNION ALL SELECT scope, 'client-year', date_trunc('year', local)::date, client, sign, 0, 0 FROM scoped WHERE client IS NOT NULL
  ), delta AS (
    SELECT scope, kind, starts, key, sum(n)::int AS n, sum(revenue)::bigint AS revenue, sum(minutes)::bigint AS minutes
    FROM parts GROUP BY scope, kind, starts, key
    HAVING sum(n) <> 0 OR sum(revenue) <> 0 OR sum(minutes) <> 0
  )
  INSERT INTO stats_summary AS s (barber_id, kind, starts, key, appointments, revenue_rappen, minutes)
  SELECT scope, kind, starts, key, n, revenue, minutes FROM delta ORDER BY scope, kind, starts, key
  ON CONFLICT (barber_id, kind, starts, key) DO UPDATE SET
    appointments = s.appointments + excluded.appointments,
    revenue_rappen = s.revenue_rappen + excluded.revenue_rappen,
    minutes = s.minutes + excluded.minutes;
END $$;

-- One appointment row as a change counted with `sign`.
CREATE FUNCTION stats_change_of(a appointments, sign integer) RETURNS stats_change LANGUAGE sql IMMUTABLE AS $$
  SELECT row(sign, a.id, a.barber_id, a.starts_at, a.status, a.service_name, a.duration_minutes, a.price_rappen,
    a.client_user_id, a.guest_email, a.guest_phone)::stats_change
$$;

CREATE FUNCTION stats_appointments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_apply(array(SELECT stats_change_of(n, 1) FROM new_rows n));
  RETURN NULL;
END $$;

-- The old rows are taken away and the new ones added: a change of nothing the statistics read nets to nothing.
CREATE FUNCTION stats_appointments_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_apply(array(
    SELECT stats_change_of(o, -1) FROM old_rows o UNION ALL SELECT stats_change_of(n, 1) FROM new_rows n));
  RETURN NULL;
END $$;

-- Before the row goes: its payments still point at it (ON DELETE SET NULL would hide its refunds afterwards).
CREATE FUNCTION stats_appointment_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_apply(array[stats_change_of(old, -1)]);
  RETURN old;
END $$;

CREATE TRIGGER stats_appointments_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_appointments_inserted();
CREATE TRIGGER stats_appointments_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_appointments_updated();
CREATE TRIGGER stats_appointments_delete BEFORE DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION stats_appointment_deleting();

-- A refund changes the revenue of a completed appointment's day: by the difference between its revenue with the
-- refunds after the statement and with those before it (after less the statement's net change per appointment).
CREATE TYPE stats_refund AS (appointment_id uuid, delta bigint);

CREATE FUNCTION stats_refunds_apply(changes stats_refund[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH zone AS (
    SELECT coalesce((SELECT time_zone FROM shop_settings WHERE id = 1), 'Europe/Zurich') AS tz
  ), d AS (
    SELECT c.appointment_id AS id, sum(c.delta) AS delta FROM unnest(changes) c
    WHERE c.appointment_id IS NOT NULL GROUP BY c.appointment_id HAVING sum(c.delta) <> 0
  ), r AS (
    SELECT a.barber_id, (a.starts_at AT TIME ZONE zone.tz)::date AS day, a.price_rappen, d.delta,
      coalesce((SELECT sum(p.refunded_rappen) FROM payments p WHERE p.appointment_id = a.id), 0) AS refunded
    FROM d JOIN appointments a ON a.id = d.id, zone
    WHERE a.status = 'completed'
  ), delta AS (
    SELECT s.scope, r.day,
      sum(greatest(r.price_rappen - r.refunded, 0) - greatest(r.price_rappen - (r.refunded - r.delta), 0))::bigint AS revenue
    FROM r CROSS JOIN LATERAL (VALUES (r.barber_id), ('00000000-0000-0000-0000-000000000000'::uuid)) s(scope)
    GROUP BY s.scope, r.day
  )
  INSERT INTO stats_summary AS s (barber_id, kind, starts, key, revenue_rappen)
  SELECT scope, 'day', day, '', revenue FROM delta WHERE revenue <> 0 ORDER BY scope, day
  ON CONFLICT (barber_id, kind, starts, key) DO UPDATE SET revenue_rappen = s.revenue_rappen + excluded.revenue_rappen;
END $$;

CREATE FUNCTION stats_payments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_refunds_apply(array(
    SELECT row(n.appointment_id, n.refunded_rappen)::stats_refund FROM new_rows n WHERE n.refunded_rappen > 0));
  RETURN NULL;
END $$;

CREATE FUNCTION stats_payments_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_refunds_apply(array(
    SELECT row(n.appointment_id, n.refunded_rappen)::stats_refund FROM new_rows n WHERE n.refunded_rappen > 0
    UNION ALL
    SELECT row(o.appointment_id, -o.refunded_rappen)::stats_refund FROM old_rows o WHERE o.refunded_rappen > 0));
  RETURN NULL;
END $$;

CREATE FUNCTION stats_payments_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_refunds_apply(array(
    SELECT row(o.appointment_id, -o.refunded_rappen)::stats_refund FROM old_rows o WHERE o.refunded_rappen > 0));
  RETURN NULL;
END $$;

CREATE TRIGGER stats_payments_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_payments_inserted();
CREATE TRIGGER stats_payments_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_payments_updated();
CREATE TRIGGER stats_payments_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_payments_deleted();

-- Every total again from the appointments: at the start, and when the shop's clock changes (its days and hours
-- are the shop's; the default zone is the one the app assumes before setup).
CREATE FUNCTION stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stats_summary;
  PERFORM stats_apply(array(SELECT stats_change_of(a, 1) FROM appointments a WHERE a.status <> 'cancelled'));
END $$;

CREATE FUNCTION stats_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_rebuild();
  RETURN NULL;
END $$;

CREATE TRIGGER stats_time_zone_insert AFTER INSERT ON shop_settings
  FOR EACH ROW WHEN (new.time_zone <> 'Europe/Zurich') EXECUTE FUNCTION stats_time_zone_changed();
CREATE TRIGGER stats_time_zone_update AFTER UPDATE OF time_zone ON shop_settings
  FOR EACH ROW WHEN (old.time_zone IS DISTINCT FROM new.time_zone) EXECUTE FUNCTION stats_time_zone_changed();
CREATE TRIGGER stats_time_zone_delete AFTER DELETE ON shop_settings
  FOR EACH ROW WHEN (old.time_zone <> 'Europe/Zurich') EXECUTE FUNCTION stats_time_zone_changed();

SELECT stats_rebuild();
