-- Issues 23 and 24: accounts and sessions.

-- An email belongs to an account only once its owner proved it (ADR 0031): guest bookings, orders, payments and
-- messages with that address join the account from then on. Every account that exists today counts as proven
-- (demo accounts, the owner's, and customers who have used theirs so far); new self-registrations start at null.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
UPDATE users SET email_confirmed_at = created_at;

-- The emailed confirmation links: the address they prove (an admin may change the email meanwhile), 24 hours,
-- once. Only the token's SHA-256 is kept, as for reset links.
CREATE TABLE email_confirmations (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       text NOT NULL CHECK (email = lower(email)),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id);

-- When the login that started a refresh family happened (ADR 0034): a Bearer refresh never goes past 24 hours
-- from it. Every token of a family carries it, so no query has to look for the family's first row.
ALTER TABLE refresh_tokens ADD COLUMN session_started_at timestamptz;
UPDATE refresh_tokens r SET session_started_at = (SELECT min(f.created_at) FROM refresh_tokens f WHERE f.family_id = r.family_id);
ALTER TABLE refresh_tokens ALTER COLUMN session_started_at SET DEFAULT now();
ALTER TABLE refresh_tokens ALTER COLUMN session_started_at SET NOT NULL;
