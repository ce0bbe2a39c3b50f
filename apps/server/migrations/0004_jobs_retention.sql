-- Jobs shared by several instances (ADR 0004) and data kept only as long as needed (ADR 0009).

-- Set at claim, cleared at finish: a worker finishes or renews a job only while the token is still its own, so
-- a worker whose lease expired (and whose job another instance claimed again) cannot finish it a second time.
ALTER TABLE jobs ADD COLUMN lease_token uuid;
-- The job kind of a recurring job (jobs.every). At most one unfinished occurrence per key, whatever the number of
-- instances: each one inserts with ON CONFLICT DO NOTHING.
ALTER TABLE jobs ADD COLUMN recurring_key text;
CREATE UNIQUE INDEX jobs_recurring_key_idx ON jobs (recurring_key) WHERE done_at IS NULL;
-- The retention job deletes finished jobs by age.
CREATE INDEX jobs_done_idx ON jobs (done_at) WHERE done_at IS NOT NULL;

-- One sender at a time per message: a second run of the same email.send job (its lease was lost) finds the
-- message claimed or already sent and sends nothing.
ALTER TABLE outbound_messages ADD COLUMN send_token uuid;
ALTER TABLE outbound_messages ADD COLUMN sending_until timestamptz;
-- Recipient and content of sent messages are erased after 30 days (the counting record stays 13 months): this
-- index keeps the search for messages still to erase small.
CREATE INDEX outbound_messages_unerased_idx ON outbound_messages (sent_at) WHERE status = 'sent' AND recipient <> '';
