-- The shop's motto in other languages (issue 28 item 5, ADR 0073): the Italian stays in `tagline` and comes first;
-- the owner's German, French and English versions sit beside it, { "de": { "tagline": "…" }, … }, as 0033 does for
-- services, products and the FAQ. A language with no version reads the Italian.
ALTER TABLE shop_settings ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
