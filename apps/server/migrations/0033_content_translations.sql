-- The shop's own content in other languages (issue 28 item 5, ADR 0061): the Italian stays in its columns and is
-- required; the owner's German, French and English versions sit beside it, { "de": { "name": "…" }, … }. A text
-- with no version in the caller's language is shown in Italian. Services first; products and FAQ answers use the
-- same column when their editors offer it.
ALTER TABLE services ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE chatbot_faqs ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
