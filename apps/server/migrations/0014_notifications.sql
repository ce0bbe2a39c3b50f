-- Notifications (issue 13 items 1-4, ADR 0019).

-- One row per appointment, kind and start time (reminders): a second scan, a second instance or a retried job
-- finds the row and sends nothing. NULL for ordinary messages (no limit).
ALTER TABLE outbound_messages ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX outbound_messages_dedupe_key_idx ON outbound_messages (dedupe_key) WHERE dedupe_key IS NOT NULL;
-- Extra email headers stored with the message (List-Unsubscribe, List-Unsubscribe-Post) and handed to SMTP.
ALTER TABLE outbound_messages ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
-- The provider's own id of a sent message (Twilio's SM... sid).
ALTER TABLE outbound_messages ADD COLUMN provider_message_id text;

-- Addresses that opted out of reminders and other optional messages (POST /users/unsubscribe). Keyed by the
-- lower-case email, so guests and accounts alike; confirmations, receipts and password emails still go.
CREATE TABLE email_unsubscribes (
  email           text PRIMARY KEY CHECK (email = lower(email)),
  unsubscribed_at timestamptz NOT NULL DEFAULT now()
);

-- When the reminders go: hours before the appointment (0 turns that reminder off).
ALTER TABLE shop_settings ADD COLUMN reminder_email_hours integer NOT NULL DEFAULT 24
  CHECK (reminder_email_hours BETWEEN 0 AND 168);
ALTER TABLE shop_settings ADD COLUMN reminder_sms_hours integer NOT NULL DEFAULT 2
  CHECK (reminder_sms_hours BETWEEN 0 AND 48);

-- The reminder scan looks at active appointments of the next days.
CREATE INDEX IF NOT EXISTS appointments_reminder_scan_idx ON appointments (starts_at) WHERE status IN ('pending', 'confirmed');
