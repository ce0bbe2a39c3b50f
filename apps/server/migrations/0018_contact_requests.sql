-- The marketing page's requests (issue 15 item 4, ADR 0025): demo requests and free consultations, from
-- POST /contact, read by the admin in 'Richieste'. Personal data: deleted 12 months after creation (ADR 0025).
CREATE TABLE contact_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('demo', 'consultation')),
  name text NOT NULL,
  email text,
  phone text NOT NULL,
  salon_name text,
  interest text,
  -- Consultation: the service key (001 section 2), the wished day and time (shop-local).
  service text,
  preferred_date date,
  preferred_time text,
  message text NOT NULL DEFAULT '',
  privacy_accepted boolean NOT NULL DEFAULT false,
  handled_at timestamptz,
  handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT contact_requests_consultation_fields CHECK (
    kind <> 'consultation' OR (service IS NOT NULL AND preferred_date IS NOT NULL AND preferred_time IS NOT NULL)
  ),
  CONSTRAINT contact_requests_demo_email CHECK (kind <> 'demo' OR email IS NOT NULL)
);

-- The admin's list: newest first, optionally one kind.
CREATE INDEX contact_requests_created_idx ON contact_requests (created_at DESC);
CREATE INDEX contact_requests_kind_created_idx ON contact_requests (kind, created_at DESC);
