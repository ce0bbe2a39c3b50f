-- Off-session plan renewals with Stripe (issue 12 item 4, ADR 0017): the shop's Customer at the provider, created
-- once when a plan is paid with autoRenew (the card is saved on it with setup_future_usage 'off_session') and
-- charged off-session at the end of each period. The provider is recorded with the id: a test-mode customer is
-- never sent to Stripe (a new one is created after a switch).
ALTER TABLE shop_subscription ADD COLUMN IF NOT EXISTS provider_customer_id text;
ALTER TABLE shop_subscription ADD COLUMN IF NOT EXISTS provider_customer_provider text;
