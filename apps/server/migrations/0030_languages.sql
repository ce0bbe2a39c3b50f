-- Messages in the recipient's language (issue 28 item 3, ADR 0066): every booking, order, waiting-list request,
-- walk-in and account remembers the language it was made in, so a message sent later without a request (a
-- reminder, a staff change, an offer) is written in it. Rows from before this release were all made in Italian.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'it' CHECK (language IN ('it', 'de', 'fr', 'en'));
ALTER TABLE appointments ADD COLUMN language text NOT NULL DEFAULT 'it' CHECK (language IN ('it', 'de', 'fr', 'en'));
ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'it' CHECK (language IN ('it', 'de', 'fr', 'en'));
ALTER TABLE waiting_list_entries ADD COLUMN language text NOT NULL DEFAULT 'it' CHECK (language IN ('it', 'de', 'fr', 'en'));
ALTER TABLE walk_ins ADD COLUMN language text NOT NULL DEFAULT 'it' CHECK (language IN ('it', 'de', 'fr', 'en'));
