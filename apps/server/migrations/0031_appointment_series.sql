-- A regular's series (issue 29 item 4, ADR 0068): 'ogni 2, 3, 4, 6 settimane', 2 to 12 times. Each appointment of
-- a series is an appointment of its own (moved, cancelled, reminded like any); series_id only ties them together for
-- 'cancel the rest of the series'. No table of series: a series has nothing of its own to store, and a series whose
-- appointments are all cancelled needs no cleaning up. NULL for a single booking and for every older row.
ALTER TABLE appointments ADD COLUMN series_id uuid;

-- 'The rest of the series': its appointments from one start on.
CREATE INDEX appointments_series_idx ON appointments (series_id, starts_at) WHERE series_id IS NOT NULL;
