-- The leads, one row each, keyed by the id the visitor's browser gave it: the business's record of every
-- enquiry, vendor registration and feedback, and where each one's e-mail and sheet row stand (worker/leads.ts).
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  locale TEXT NOT NULL,
  -- the lead's fields as JSON ({"name": ..., "email": ...}), as the visitor typed them
  fields TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  -- 'none' (the form sends no e-mail), 'waiting', 'sending', 'sent', 'refused' (for good), 'unconfirmed' (its
  -- answer was lost: it may have arrived, so it is not sent again), 'failed' (still not sent when too old)
  email_state TEXT NOT NULL,
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_detail TEXT,
  -- 'waiting', 'sending', 'sent', 'failed'
  sheet_state TEXT NOT NULL,
  sheet_attempts INTEGER NOT NULL DEFAULT 0,
  sheet_detail TEXT,
  -- when a channel is next tried (milliseconds since 1970), null once both are done with
  next_attempt_at INTEGER
);
CREATE INDEX leads_next_attempt ON leads (next_attempt_at);
