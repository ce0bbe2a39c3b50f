-- The owner's shop settings (issue 27 item 1, ADR 0049): social profiles and the booking rules that were
-- constants in the code. The defaults are those constants, so an existing shop behaves as before.
-- The shop's break per weekday lives inside opening_hours (hasBreak, breakStart, breakEnd): no column.

-- Profiles linked from the home page, the business card and the vCard: {instagram, facebook, tiktok}, '' = none.
ALTER TABLE shop_settings ADD COLUMN social_links jsonb NOT NULL
  DEFAULT '{"instagram": "", "facebook": "", "tiktok": ""}'::jsonb;
-- Customers may book from today up to this many days ahead.
ALTER TABLE shop_settings ADD COLUMN booking_window_days integer NOT NULL DEFAULT 30
  CHECK (booking_window_days BETWEEN 1 AND 365);
-- Online changes and cancellations stop this many hours before the appointment.
ALTER TABLE shop_settings ADD COLUMN change_notice_hours integer NOT NULL DEFAULT 24
  CHECK (change_notice_hours BETWEEN 0 AND 168);
-- Minutes between two start times of the booking grid: a divisor of an hour.
ALTER TABLE shop_settings ADD COLUMN slot_step_minutes integer NOT NULL DEFAULT 15
  CHECK (slot_step_minutes IN (5, 10, 15, 20, 30, 60));
