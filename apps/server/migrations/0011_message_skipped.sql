-- A message the plan's monthly limit refused is still recorded, as 'skipped' with the reason in error
-- (infra/message-gate.ts): the admin sees what was not sent, and the month's count is the record of what was.
ALTER TABLE outbound_messages DROP CONSTRAINT IF EXISTS outbound_messages_status_check;
ALTER TABLE outbound_messages ADD CONSTRAINT outbound_messages_status_check
  CHECK (status IN ('queued', 'sent', 'failed', 'skipped'));
