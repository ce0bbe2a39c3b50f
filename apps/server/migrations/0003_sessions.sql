-- Sessions (ADR 0002).

-- Each rotated refresh token names its successor: presenting the immediately previous token of a family within
-- a short grace (a second tab that refreshed at the same moment) answers an access token for the same chain
-- instead of looking like theft.
ALTER TABLE refresh_tokens ADD COLUMN replaced_by uuid;

-- Every authenticated request checks that its access token's family (claim sid) still has a live token.
CREATE INDEX refresh_tokens_live_family_idx ON refresh_tokens (family_id) WHERE revoked_at IS NULL;

-- A new or a used reset link voids the account's other open links.
CREATE INDEX password_resets_open_user_idx ON password_resets (user_id) WHERE used_at IS NULL;
