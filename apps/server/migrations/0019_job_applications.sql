-- Issue 15 item 5: job applications from /work-with-us (ADR 0024). Deleted with their photos 90 days after they
-- were sent, by the recurring job 'job-applications.purge' (ADR 0009's table).

CREATE TABLE job_applications (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name       text NOT NULL,
  last_name        text NOT NULL,
  nationality      text NOT NULL,
  work_permit      text NOT NULL CHECK (work_permit IN ('si', 'no', 'in-corso')),
  marital_status   text NOT NULL CHECK (marital_status IN ('celibe-nubile', 'sposato', 'divorziato', 'vedovo')),
  has_children     boolean NOT NULL,
  children_number  integer CHECK (children_number IS NULL OR children_number >= 1),
  address          text NOT NULL,
  phone            text NOT NULL,
  email            text NOT NULL,
  -- [{platform, url}], complete rows only.
  social_profiles  jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- From the application clock (ctx.now()), which the 90-day purge compares with.
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_applications_created_idx ON job_applications (created_at);

-- One portfolio photo: uploaded first (application_id null), attached when the application is sent. Unsent
-- photos are deleted after a day. The keys are unguessable storage keys (ADR 0015, 0024).
CREATE TABLE job_application_photos (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id  uuid REFERENCES job_applications (id) ON DELETE CASCADE,
  key             text NOT NULL UNIQUE,
  thumb_key       text NOT NULL UNIQUE,
  position        integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_application_photos_application_idx ON job_application_photos (application_id);
CREATE INDEX job_application_photos_unsent_idx ON job_application_photos (created_at) WHERE application_id IS NULL;

-- Where applications are emailed (the admin's 'Impostazioni'); no row or a null email: the shop's own email.
CREATE TABLE recruiting_settings (
  id     integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  email  text
);
