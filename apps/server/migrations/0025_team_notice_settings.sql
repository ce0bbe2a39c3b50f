-- Who on the team hears of customers' bookings, cancellations and moves (issue 27 item 4, ADR 0053). A table of its
-- own rather than columns of shop_settings: the shop's editable settings grow in the same release (migration 0023),
-- and one row here keeps the two changes apart. At most one row (id 1); no row reads as the defaults.
CREATE TABLE team_notice_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- The active admins get a copy of every email the barbers get.
  owner_copy boolean NOT NULL DEFAULT false,
  -- Barbers get the email only when the appointment (its old or new time) starts within the next 48 hours.
  barbers_only_within_48h boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
