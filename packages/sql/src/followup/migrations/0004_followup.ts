// Schema 0004: follow-up threading, the notification outbox, evaluator tasks.
// Frozen: later changes go in new migrations, never here.
export default `
-- Inbound mail is threaded by looking up the Message-IDs it answers.
CREATE INDEX followup_messages_external_id_idx ON followup_messages (external_id) WHERE external_id IS NOT NULL;

-- Mail caused by a change is written here in the change's transaction and delivered by a worker:
-- nothing is lost if the process dies, and a lease keeps two workers off the same message.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  icsr_id integer REFERENCES icsr(id) ON DELETE SET NULL,
  recipients text[] NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  -- Fixed before the first attempt so a retry carries the same Message-ID.
  message_id text NOT NULL,
  in_reply_to text,
  "references" text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  leased_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX outbox_icsr_idx ON outbox (icsr_id, kind) WHERE icsr_id IS NOT NULL;

-- When the last automatic missing-data follow-up went out; at most one per case per window.
ALTER TABLE icsr ADD COLUMN auto_followup_at timestamptz;

CREATE TABLE tareas (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES atalaya_users(id),
  icsr_id integer REFERENCES icsr(id) ON DELETE CASCADE,
  tipo text NOT NULL,
  titulo text NOT NULL,
  estado text NOT NULL DEFAULT 'abierta' CHECK (estado IN ('abierta', 'cerrada')),
  fecha_limite date,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX tareas_user_estado_idx ON tareas (user_id, estado, id);
`
