-- One truth for opening hours (ADR 0014): a barber works only while the shop is open. Saving now refuses hours
-- outside the shop's; this brings rows saved before the rule inside them, with the same clipping the slot
-- engine applies (clipToOpeningHours in packages/shared/src/domain/opening-hours.ts): a later start, an earlier
-- end, the break cut to what is left (dropped when nothing is), a day off when the shop is closed or nothing of
-- the day is left. Hours that cannot be read are left as they are. A shop without opening hours (before the
-- first-run setup) limits nothing. 'HH:MM' texts compare in time order, so no casts are needed.
WITH shop AS (
  SELECT opening_hours FROM shop_settings
  WHERE id = 1 AND jsonb_typeof(opening_hours) = 'array' AND jsonb_array_length(opening_hours) > 0
),
days AS (
  SELECT b.id, wd.ord, wd.d,
    (SELECT o FROM jsonb_array_elements(shop.opening_hours) AS o WHERE o->>'day' = wd.d->>'day' LIMIT 1) AS o
  FROM barbers b
  CROSS JOIN shop
  CROSS JOIN LATERAL jsonb_array_elements(b.working_hours) WITH ORDINALITY AS wd(d, ord)
  WHERE jsonb_typeof(b.working_hours) = 'array'
),
checked AS (
  SELECT id, ord, d,
    (d->>'isWorking') = 'true'
      AND coalesce(d->>'startTime', '') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      AND coalesce(d->>'endTime', '') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AS working,
    o IS NOT NULL AND (o->>'open') = 'true'
      AND coalesce(o->>'startTime', '') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      AND coalesce(o->>'endTime', '') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      AND o->>'startTime' < o->>'endTime' AS shop_open,
    (d->>'hasBreak') = 'true'
      AND coalesce(d->>'breakStart', '') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      AND coalesce(d->>'breakEnd', '') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AS has_break,
    o
  FROM days
),
windows AS (
  SELECT id, ord, d, working, has_break,
    CASE WHEN shop_open THEN greatest(d->>'startTime', o->>'startTime') END AS s,
    CASE WHEN shop_open THEN least(d->>'endTime', o->>'endTime') END AS e
  FROM checked
),
clipped AS (
  SELECT id, ord,
    CASE
      WHEN NOT working THEN d
      WHEN s IS NULL OR s >= e THEN jsonb_build_object(
        'day', d->'day', 'isWorking', false, 'startTime', null, 'endTime', null,
        'hasBreak', false, 'breakStart', null, 'breakEnd', null)
      WHEN has_break AND greatest(d->>'breakStart', s) < least(d->>'breakEnd', e) THEN d || jsonb_build_object(
        'startTime', s, 'endTime', e,
        'breakStart', greatest(d->>'breakStart', s), 'breakEnd', least(d->>'breakEnd', e))
      WHEN has_break THEN d || jsonb_build_object(
        'startTime', s, 'endTime', e, 'hasBreak', false, 'breakStart', null, 'breakEnd', null)
      ELSE d || jsonb_build_object('startTime', s, 'endTime', e)
    END AS d
  FROM windows
)
UPDATE barbers b
SET working_hours = n.week, updated_at = now()
FROM (SELECT id, jsonb_agg(d ORDER BY ord) AS week FROM clipped GROUP BY id) AS n
WHERE b.id = n.id AND b.working_hours IS DISTINCT FROM n.week;
