// Schema 0009: intake from mail and WhatsApp — processed messages, the review queue, mailbox
// cursors and the poller lease.
// Frozen: later changes go in new migrations, never here.
export default `
-- Every inbound message intake has dealt with, written in the same transaction as what it caused
-- (a case, a threaded message, a review item): a message is processed exactly once, across
-- restarts, pollers and webhook retries.
CREATE TABLE intake_messages (
  source text NOT NULL,
  key text NOT NULL,
  message_id text,
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  status text NOT NULL CHECK (status IN ('created', 'threaded', 'review', 'duplicate')),
  icsr_id integer REFERENCES icsr(id) ON DELETE SET NULL,
  review_id integer,
  attachments jsonb NOT NULL DEFAULT '[]',
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, key)
);
-- A message delivered twice under two transport keys (a mailbox rebuilt with a new UIDVALIDITY)
-- is still the same message.
CREATE UNIQUE INDEX intake_messages_message_id_idx ON intake_messages (source, message_id) WHERE message_id IS NOT NULL;
CREATE INDEX intake_messages_icsr_idx ON intake_messages (icsr_id) WHERE icsr_id IS NOT NULL;

-- Messages that could not become a valid case, kept with the reason for a person to handle.
CREATE TABLE intake_review (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  source text NOT NULL,
  message_key text NOT NULL,
  external_id text,
  sender text,
  subject text,
  body text NOT NULL,
  reason text NOT NULL,
  issues jsonb NOT NULL DEFAULT '[]',
  extracted jsonb,
  attachments jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'resuelto', 'descartado')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX intake_review_status_idx ON intake_review (status, id);

-- Where a mailbox was last read (IMAP: UIDVALIDITY and last UID; mail API: last reception time).
CREATE TABLE intake_cursors (
  source text PRIMARY KEY,
  cursor text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Named leases: one poller at a time across server instances; an expired lease may be taken over.
CREATE TABLE intake_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- WhatsApp messages thread to the sender's open case, found by its contact.
CREATE INDEX icsr_whatsapp_contact_idx ON icsr (reportante_contacto, id) WHERE reportante_contacto LIKE 'whatsapp:%';
`
