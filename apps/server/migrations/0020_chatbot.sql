-- The virtual assistant (issue 16, ADR 0022): its FAQ (seeded from the Italian defaults by the server on first
-- use, then the admin's), the chat sessions with their messages and feedback, and the questions it could not
-- answer. Sessions, messages, feedback and unanswered questions are personal data kept 30 days (ADR 0009): the
-- chatbot's purge job deletes them by last use.

CREATE TABLE chatbot_faqs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The default entry this row was seeded from (stable name, e.g. 'booking-how'); null for the admin's own.
  slug text UNIQUE,
  question text NOT NULL,
  answer text NOT NULL,
  category text NOT NULL CHECK (category IN ('registration', 'booking', 'profile', 'admin', 'barber', 'general', 'technical')),
  roles text[] NOT NULL DEFAULT ARRAY['guest', 'client', 'barber', 'admin']::text[],
  keywords text[] NOT NULL DEFAULT ARRAY[]::text[],
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  not_helpful_count integer NOT NULL DEFAULT 0 CHECK (not_helpful_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Which version of the default FAQ set has been seeded (one row): later versions add their new entries once,
-- and an entry the admin deleted is never brought back.
CREATE TABLE chatbot_state (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  faq_seed_version integer NOT NULL DEFAULT 0
);

CREATE TABLE chatbot_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The logged-in user the session belongs to; null for a guest. The role is the verified one at init.
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('guest', 'client', 'barber', 'admin')),
  platform text,
  user_agent text,
  created_at timestamptz NOT NULL,
  last_active_at timestamptz NOT NULL
);
CREATE INDEX chatbot_sessions_last_active ON chatbot_sessions (last_active_at);

CREATE TABLE chatbot_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES chatbot_sessions(id) ON DELETE CASCADE,
  seq bigserial NOT NULL,
  is_bot boolean NOT NULL,
  content text NOT NULL,
  type text NOT NULL,
  actions jsonb NOT NULL DEFAULT '[]'::jsonb,
  suggestions jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- What the assistant understood (an intent name or 'faq'), and the FAQ it answered with.
  intent text,
  faq_id uuid REFERENCES chatbot_faqs(id) ON DELETE SET NULL,
  current_page text,
  created_at timestamptz NOT NULL
);
CREATE INDEX chatbot_messages_session ON chatbot_messages (session_id, seq);

CREATE TABLE chatbot_feedback (
  message_id uuid PRIMARY KEY REFERENCES chatbot_messages(id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES chatbot_sessions(id) ON DELETE CASCADE,
  faq_id uuid REFERENCES chatbot_faqs(id) ON DELETE SET NULL,
  helpful boolean NOT NULL,
  rating integer CHECK (rating BETWEEN 1 AND 5),
  comment text,
  created_at timestamptz NOT NULL
);

CREATE TABLE chatbot_unanswered (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Lowercased, accents and punctuation removed: the same question asked twice is one row with a count.
  normalized text NOT NULL UNIQUE,
  question text NOT NULL,
  ask_count integer NOT NULL DEFAULT 1,
  role text NOT NULL,
  current_page text,
  closest_faq_id uuid REFERENCES chatbot_faqs(id) ON DELETE SET NULL,
  first_asked_at timestamptz NOT NULL,
  last_asked_at timestamptz NOT NULL
);
CREATE INDEX chatbot_unanswered_last_asked ON chatbot_unanswered (last_asked_at);
