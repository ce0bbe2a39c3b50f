-- A payment remembers the payer's language (issue 28 item 3, ADR 0071): the request that opened it (the `lang`
-- cookie, else Accept-Language, else Italian), or the owner's account language for the plan's own payments. Its
-- receipt and refunds are written in it, and a booking or an order that the payment creates takes it too. Rows
-- from before this release were paid in Italian.
ALTER TABLE payments ADD COLUMN language text NOT NULL DEFAULT 'it' CHECK (language IN ('it', 'de', 'fr', 'en'));
