-- Platform foundation: shop settings, users and sessions, durable jobs, the outbound message record.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE shop_settings (
  id            integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name          text NOT NULL,
  tagline       text NOT NULL DEFAULT '',
  address       text NOT NULL,
  postal_code   text NOT NULL,
  city          text NOT NULL,
  phone         text NOT NULL,
  email         text NOT NULL,
  time_zone     text NOT NULL DEFAULT 'Europe/Zurich',
  founded_year  integer NOT NULL DEFAULT 2020,
  opening_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email             text NOT NULL CHECK (email = lower(email)),
  password_hash     text NOT NULL,
  role              text NOT NULL DEFAULT 'client' CHECK (role IN ('admin', 'barber', 'client')),
  first_name        text NOT NULL,
  last_name         text NOT NULL,
  phone             text,
  profile_image_url text,
  -- Bumped on password change and reset: access tokens carry it, so older tokens stop working at once.
  token_version     integer NOT NULL DEFAULT 0,
  is_active         boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

-- Rotating refresh tokens. Only a hash is stored. A token presented after it was used (or revoked) is a reuse:
-- the whole family (one login's chain of rotations) is revoked.
CREATE TABLE refresh_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id   uuid NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Durable jobs, claimed with FOR UPDATE SKIP LOCKED so several server instances can share them.
CREATE TABLE jobs (
  id            bigserial PRIMARY KEY,
  kind          text NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at        timestamptz NOT NULL DEFAULT now(),
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL DEFAULT 5,
  locked_until  timestamptz,
  last_error    text,
  done_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE done_at IS NULL;

-- Every email and SMS the product sends is recorded here: the dev outbox reads it, and plan usage counts it.
CREATE TABLE outbound_messages (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  kind        text NOT NULL,
  recipient   text NOT NULL,
  subject     text,
  body_text   text NOT NULL,
  body_html   text,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  status      text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  provider    text,
  error       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX outbound_messages_created_idx ON outbound_messages (created_at);
CREATE INDEX outbound_messages_recipient_idx ON outbound_messages (recipient);
