// Schema 0012: the audit trail as a hash chain; sign-in failures by client address.
// Frozen: later changes go in new migrations, never here.
export default `
-- 0012: hardening. The audit trail becomes a hash chain: every entry carries the hash of the
-- previous entry (prev_hash) and of its own content with that link (hash), in commit order (seq).
-- Entries are sealed at commit by a deferred trigger that holds the single chain head row, so
-- concurrent transactions chain one after another and never deadlock on it (by commit time every
-- other lock a transaction needs is already held). A row rewritten, deleted or inserted with the
-- triggers disabled breaks the chain, which GET /audit/verify and \`atalaya audit verify\` report.
-- Sign-in failures also record the client address (per-address throttling).
ALTER TABLE audit_log ADD COLUMN seq bigint, ADD COLUMN prev_hash text, ADD COLUMN hash text;
CREATE UNIQUE INDEX audit_log_seq_key ON audit_log (seq);

CREATE TABLE audit_chain_head (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  seq bigint NOT NULL,
  hash text NOT NULL
);

-- The hash of an entry: SHA-256 over its fields in a fixed text form (unit separator between
-- fields, record separator for NULL), the previous hash included.
CREATE FUNCTION audit_log_entry_hash(e audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(chr(31),
    e.seq::text, e.id::text,
    to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    e.action, e.entity, coalesce(e.entity_id, chr(30)), coalesce(e.actor_id::text, chr(30)),
    coalesce(e.actor_email, chr(30)), e.changes::text, e.prev_hash), 'UTF8')), 'hex')
$$;

-- The database decides the time of an entry and its place in the chain, not the writer.
CREATE FUNCTION audit_log_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.at := now();
  NEW.seq := NULL;
  NEW.prev_hash := NULL;
  NEW.hash := NULL;
  RETURN NEW;
END
$$;
CREATE TRIGGER audit_log_stamp BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_stamp();

-- Runs as the owner (SECURITY DEFINER), so the application's role needs neither UPDATE on
-- audit_log nor any right on the chain head.
CREATE FUNCTION audit_log_seal() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  head audit_chain_head;
  entry audit_log;
BEGIN
  SELECT * INTO head FROM audit_chain_head FOR UPDATE;
  entry := NEW;
  entry.seq := head.seq + 1;
  entry.prev_hash := head.hash;
  entry.hash := audit_log_entry_hash(entry);
  UPDATE audit_log SET seq = entry.seq, prev_hash = entry.prev_hash, hash = entry.hash WHERE id = NEW.id;
  UPDATE audit_chain_head SET seq = entry.seq, hash = entry.hash;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER audit_log_seal AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_log_seal();

-- Still append-only; the one update allowed is the seal's (from inside a trigger, on an unsealed
-- entry, content unchanged).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD.hash IS NULL AND NEW.hash IS NOT NULL
     AND (NEW.id, NEW.at, NEW.action, NEW.entity, NEW.entity_id, NEW.actor_id, NEW.actor_email, NEW.changes)
         IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.action, OLD.entity, OLD.entity_id, OLD.actor_id, OLD.actor_email, OLD.changes) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;

-- Chain the entries written before this migration, in id order.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
DO $$
DECLARE
  entry audit_log;
  previous text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR entry IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    entry.seq := n;
    entry.prev_hash := previous;
    entry.hash := audit_log_entry_hash(entry);
    UPDATE audit_log SET seq = entry.seq, prev_hash = entry.prev_hash, hash = entry.hash WHERE id = entry.id;
    previous := entry.hash;
  END LOOP;
  INSERT INTO audit_chain_head (seq, hash) VALUES (n, previous);
END
$$;
ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;

ALTER TABLE atalaya_login_failures ADD COLUMN address text;
CREATE INDEX atalaya_login_failures_address_at_idx ON atalaya_login_failures (address, at) WHERE address IS NOT NULL;
`
