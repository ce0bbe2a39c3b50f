-- One barber's absences never overlap (issue 27 item 11, ADR 0058): two vacations of the same barber never share
-- a day, and two temporary absences of the same barber (or two of the whole studio) never share a minute. The
-- services refuse an overlap first with a message naming the dates in the way; these constraints keep the rule
-- when two requests race or a script writes directly.
--
-- Rows that already overlap are merged first, so the constraints can be added to any existing database: each run
-- of overlapping periods becomes its earliest row stretched over the whole run (no day or minute stops being
-- covered), the others go. The demo and the seed create none.

-- Vacations: whole shop-local days, both ends included; a period ending the day before another starts is apart.
WITH ordered AS (
  SELECT id, barber_id, start_date, end_date,
    max(end_date) OVER (PARTITION BY barber_id ORDER BY start_date, end_date, id
                        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS end_before
  FROM barber_vacations
), runs AS (
  SELECT *, count(*) FILTER (WHERE end_before IS NULL OR start_date > end_before)
    OVER (PARTITION BY barber_id ORDER BY start_date, end_date, id) AS run
  FROM ordered
), merged AS (
  SELECT (array_agg(id ORDER BY start_date, end_date, id))[1] AS id, min(start_date) AS start_date, max(end_date) AS end_date
  FROM runs GROUP BY barber_id, run HAVING count(*) > 1
)
UPDATE barber_vacations v SET start_date = m.start_date, end_date = m.end_date FROM merged m WHERE v.id = m.id;

-- After the stretch every other row of a run lies inside its first one: it goes (of two equal rows, the later id).
DELETE FROM barber_vacations a USING barber_vacations b
WHERE a.barber_id = b.barber_id AND a.id <> b.id
  AND b.start_date <= a.start_date AND a.end_date <= b.end_date
  AND (b.start_date < a.start_date OR a.end_date < b.end_date OR b.id < a.id);

ALTER TABLE barber_vacations ADD CONSTRAINT barber_vacations_no_overlap
  EXCLUDE USING gist (barber_id WITH =, daterange(start_date, end_date, '[]') WITH &&);

-- Temporary absences: part of one day, the end excluded (10:00-11:00 and 11:00-12:00 are apart). The whole
-- studio's (no barber) count as one more "barber" of their own.
WITH ordered AS (
  SELECT id, barber_id, date, start_time, end_time,
    max(end_time) OVER (PARTITION BY barber_id, date ORDER BY start_time, end_time, id
                        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS end_before
  FROM temporary_absences
), runs AS (
  SELECT *, count(*) FILTER (WHERE end_before IS NULL OR start_time >= end_before)
    OVER (PARTITION BY barber_id, date ORDER BY start_time, end_time, id) AS run
  FROM ordered
), merged AS (
  SELECT (array_agg(id ORDER BY start_time, end_time, id))[1] AS id, min(start_time) AS start_time, max(end_time) AS end_time
  FROM runs GROUP BY barber_id, date, run HAVING count(*) > 1
)
UPDATE temporary_absences t SET start_time = m.start_time, end_time = m.end_time FROM merged m WHERE t.id = m.id;

DELETE FROM temporary_absences a USING temporary_absences b
WHERE a.barber_id IS NOT DISTINCT FROM b.barber_id AND a.date = b.date AND a.id <> b.id
  AND b.start_time <= a.start_time AND a.end_time <= b.end_time
  AND (b.start_time < a.start_time OR a.end_time < b.end_time OR b.id < a.id);

ALTER TABLE temporary_absences ADD CONSTRAINT temporary_absences_no_overlap
  EXCLUDE USING gist (
    coalesce(barber_id, '00000000-0000-0000-0000-000000000000'::uuid) WITH =,
    tsrange(date + start_time, date + end_time) WITH &&
  );
