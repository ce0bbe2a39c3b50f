-- Payments (issue 10, ADR 0010): card and TWINT through a provider (Stripe or the offline test provider), the
-- spec's own TWINT flow confirmed by the admin, and cash. Amounts are integer Rappen.

CREATE TABLE payments (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The unguessable handle a guest holds (the TWINT waiting page, the socket room): 'pay_' + 32 random characters.
  reference             text NOT NULL UNIQUE,
  kind                  text NOT NULL CHECK (kind IN ('appointment', 'product_order', 'subscription')),
  amount_rappen         integer NOT NULL CHECK (amount_rappen > 0),
  currency              text NOT NULL DEFAULT 'CHF' CHECK (currency = 'CHF'),
  method                text NOT NULL CHECK (method IN ('stripe_card', 'twint', 'cash')),
  -- manual: the spec's own TWINT flow and cash, confirmed by people rather than by a provider.
  provider              text NOT NULL CHECK (provider IN ('stripe', 'test', 'manual')),
  provider_intent_id    text UNIQUE,
  status                text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_action', 'processing', 'failed',
                          'canceled', 'expired', 'succeeded', 'partially_refunded', 'refunded')),
  -- Provider time of the event that set the status: the reducer compares it, never the arrival order.
  status_at             timestamptz NOT NULL,
  refunded_rappen       integer NOT NULL DEFAULT 0 CHECK (refunded_rappen >= 0 AND refunded_rappen <= amount_rappen),
  appointment_id        uuid REFERENCES appointments (id) ON DELETE SET NULL,
  user_id               uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The spec's customer details (name, email, phone, address, postalCode, city), when the payer gave them.
  customer_details      jsonb,
  -- What is paid for (service, barber, date and time; later the cart), as the server priced it.
  details               jsonb NOT NULL DEFAULT '{}'::jsonb,
  description           text NOT NULL,
  error_message         text,
  -- An unpaid TWINT payment of the spec's own flow expires at this time (a job marks it expired).
  expires_at            timestamptz,
  completed_at          timestamptz,
  cancel_reason         text,
  confirmed_by_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  twint_transaction_id  text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (provider = 'manual' OR provider_intent_id IS NOT NULL)
);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);
CREATE INDEX payments_created_idx ON payments (created_at DESC);
CREATE INDEX payments_appointment_idx ON payments (appointment_id) WHERE appointment_id IS NOT NULL;
-- The expiry job reads only the open payments that can expire.
CREATE INDEX payments_expiry_idx ON payments (expires_at)
  WHERE expires_at IS NOT NULL AND status IN ('requires_payment_method', 'requires_action', 'processing');

-- Each provider event applies once: its id is recorded in the transaction that applies it.
CREATE TABLE payment_webhook_events (
  event_id     text PRIMARY KEY,
  type         text NOT NULL,
  payment_id   uuid REFERENCES payments (id) ON DELETE SET NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);

-- Every refund: how much, why, by whom (the payment keeps the total).
CREATE TABLE payment_refunds (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id          uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  amount_rappen       integer NOT NULL CHECK (amount_rappen > 0),
  reason              text,
  provider_refund_id  text UNIQUE,
  created_by_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_refunds_payment_idx ON payment_refunds (payment_id);
