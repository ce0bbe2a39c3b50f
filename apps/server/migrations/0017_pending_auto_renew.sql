-- The autoRenew chosen with a plan change while a plan is active (ADR 0017): it waits with the pending plan and
-- takes effect when that plan is paid, so a change left unpaid never turns renewal on for a card that was not
-- saved for off-session charges.
ALTER TABLE shop_subscription ADD COLUMN pending_auto_renew boolean NOT NULL DEFAULT false;
