-- Leads held back by the endpoint's checks against a flood (worker/leads.ts): stored, never delivered, listed by
-- `npm run leads:export` with the reason, and released by hand (docs/forms-and-leads.md).
-- held: null (delivered as usual), or why it was held: 'no-challenge', 'forged-challenge', 'expired-challenge',
-- 'replayed-challenge', 'too-fast'
ALTER TABLE leads ADD COLUMN held TEXT;
-- the challenge the lead answered (each challenge answers one lead only), and how long the form took to fill (ms)
ALTER TABLE leads ADD COLUMN challenge TEXT;
ALTER TABLE leads ADD COLUMN fill_ms INTEGER;
CREATE UNIQUE INDEX leads_challenge ON leads (challenge);
