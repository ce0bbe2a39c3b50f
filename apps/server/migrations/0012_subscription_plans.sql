-- Subscription plans (issue 12, ADR 0017): the plans are data (seeded here), the shop has one current
-- subscription, plan payments are rows of payments with kind 'subscription' (details.subscriptionId), and the
-- month's usage is counted from the records (appointments, outbound_messages, barbers), never stored apart.

CREATE TABLE subscription_plans (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name                text NOT NULL UNIQUE,
  display_name        text NOT NULL,
  description         text NOT NULL DEFAULT '',
  price_rappen        integer NOT NULL CHECK (price_rappen >= 0),
  billing_period      text NOT NULL DEFAULT 'monthly',
  icon                text NOT NULL DEFAULT '',
  sort_order          integer NOT NULL DEFAULT 0,
  is_recommended      boolean NOT NULL DEFAULT false,
  -- [{name, description, included}], the cards show the first 6.
  features            jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Monthly limits; 999999 means unlimited.
  limit_appointments  integer NOT NULL CHECK (limit_appointments >= 0),
  limit_emails        integer NOT NULL CHECK (limit_emails >= 0),
  limit_sms           integer NOT NULL CHECK (limit_sms >= 0),
  limit_barbers       integer NOT NULL CHECK (limit_barbers >= 0),
  -- A plan no longer offered stays for the subscriptions and receipts that name it.
  is_active           boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- The shop's one current subscription (singleton): its row is also the lock that serialises the limit checks.
CREATE TABLE shop_subscription (
  id                       uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  singleton                boolean NOT NULL DEFAULT true UNIQUE CHECK (singleton),
  plan_id                  uuid NOT NULL REFERENCES subscription_plans (id),
  -- Another plan chosen while active, waiting for its payment (the current plan stays until it is paid).
  pending_plan_id          uuid REFERENCES subscription_plans (id),
  status                   text NOT NULL DEFAULT 'inactive'
                             CHECK (status IN ('active', 'pending_payment', 'expired', 'cancelled', 'inactive')),
  payment_method           text NOT NULL DEFAULT 'stripe',
  auto_renew               boolean NOT NULL DEFAULT false,
  -- The provider's payment method id saved for the renewal, when the provider gave one.
  saved_payment_method_id  text,
  -- The first day of the plan: periods are counted from it (31 January -> 28 February -> 31 March).
  start_date               timestamptz,
  end_date                 timestamptz,
  next_billing_date        timestamptz,
  current_period_start     timestamptz,
  current_period_end       timestamptz,
  -- The period end each reminder was sent for (each is sent once per period).
  reminder_7d_for          timestamptz,
  reminder_1d_for          timestamptz,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);

-- The month's counts read these by creation time.
CREATE INDEX IF NOT EXISTS appointments_created_idx ON appointments (created_at);
CREATE INDEX IF NOT EXISTS outbound_messages_channel_created_idx ON outbound_messages (channel, created_at);
CREATE INDEX IF NOT EXISTS payments_subscription_idx ON payments (created_at DESC) WHERE kind = 'subscription';

INSERT INTO subscription_plans (name, display_name, description, price_rappen, billing_period, icon, sort_order,
  is_recommended, features, limit_appointments, limit_emails, limit_sms, limit_barbers) VALUES
('STARTER', 'Starter', 'Per un piccolo salone che inizia a prenotare online.', 2900, 'monthly', '✂️', 1, false,
 '[{"name":"300 appuntamenti al mese","description":"Prenotazioni online e telefoniche","included":true},
   {"name":"500 email al mese","description":"Conferme, promemoria e ricevute","included":true},
   {"name":"100 SMS al mese","description":"Promemoria via SMS","included":true},
   {"name":"Fino a 3 barbieri","description":"Calendario e orari per ogni barbiere","included":true},
   {"name":"Negozio online","description":"Prodotti e ordini con ritiro in negozio","included":true},
   {"name":"Statistiche avanzate","description":"Fatturato e andamento per barbiere","included":false},
   {"name":"Supporto prioritario","description":"Risposta entro un giorno lavorativo","included":false}]'::jsonb,
 300, 500, 100, 3),
('BUSINESS', 'Business', 'Per il salone con più barbieri e tanti clienti.', 4900, 'monthly', '💈', 2, true,
 '[{"name":"Appuntamenti illimitati","description":"Nessun limite mensile","included":true},
   {"name":"5000 email al mese","description":"Conferme, promemoria e ricevute","included":true},
   {"name":"500 SMS al mese","description":"Promemoria via SMS","included":true},
   {"name":"Fino a 10 barbieri","description":"Calendario e orari per ogni barbiere","included":true},
   {"name":"Negozio online","description":"Prodotti e ordini con ritiro in negozio","included":true},
   {"name":"Statistiche avanzate","description":"Fatturato e andamento per barbiere","included":true},
   {"name":"Supporto prioritario","description":"Risposta entro un giorno lavorativo","included":true}]'::jsonb,
 999999, 5000, 500, 10);
