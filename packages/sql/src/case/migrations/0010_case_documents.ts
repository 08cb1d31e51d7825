// Schema 0010: stored case documents and the case count, so a list page is read, not built.
// Frozen: later changes go in new migrations, never here.
export default `
-- The JSON text of each case as the API returns it, without its closing brace; see
-- sql/src/internal/caseDoc.ts, whose routines (re-created at every start) build and refresh it.
-- head is null while a transaction that changed the case has not committed.
CREATE SEQUENCE icsr_doc_rev;
CREATE TABLE icsr_doc (
  id integer PRIMARY KEY REFERENCES icsr(id) ON DELETE CASCADE,
  head text,
  -- New at every build of head: a reader may keep a text it has read under its revision.
  rev bigint NOT NULL DEFAULT nextval('icsr_doc_rev')
);
-- Reading a page decompresses its texts: lz4 does that several times faster than the default
-- pglz, for about the same size. Builds without lz4 (PGlite) keep the default.
DO $do$
BEGIN
  ALTER TABLE icsr_doc ALTER COLUMN head SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$do$;

-- Single reads now answer that text (start-up re-creates the function returning text, not jsonb).
DROP FUNCTION IF EXISTS atalaya_case_doc(integer);

-- Which builder wrote the texts: start-up rebuilds them all when it changes.
CREATE TABLE icsr_doc_version (
  version text NOT NULL
);

-- Placeholders: start-up replaces these bodies with the routines of the running version.
CREATE FUNCTION atalaya_icsr_doc_stale() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN RETURN NULL; END $fn$;
CREATE FUNCTION atalaya_icsr_doc_rebuild() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN RETURN NULL; END $fn$;
CREATE FUNCTION atalaya_products_doc_refresh() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN RETURN NULL; END $fn$;

-- At once: the text is stale for the rest of the transaction. At commit: rebuilt once.
CREATE TRIGGER icsr_doc_stale AFTER UPDATE ON icsr
  FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_stale();
CREATE CONSTRAINT TRIGGER icsr_doc_rebuild AFTER INSERT OR UPDATE ON icsr
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_rebuild();
CREATE TRIGGER icsr_productos_doc_stale AFTER INSERT OR UPDATE OR DELETE ON icsr_productos
  FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_stale();
CREATE CONSTRAINT TRIGGER icsr_productos_doc_rebuild AFTER INSERT OR UPDATE OR DELETE ON icsr_productos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_rebuild();
CREATE TRIGGER icsr_concomitantes_doc_stale AFTER INSERT OR UPDATE OR DELETE ON icsr_concomitantes
  FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_stale();
CREATE CONSTRAINT TRIGGER icsr_concomitantes_doc_rebuild AFTER INSERT OR UPDATE OR DELETE ON icsr_concomitantes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_rebuild();
CREATE TRIGGER icsr_seguimientos_doc_stale AFTER INSERT OR UPDATE OR DELETE ON icsr_seguimientos
  FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_stale();
CREATE CONSTRAINT TRIGGER icsr_seguimientos_doc_rebuild AFTER INSERT OR UPDATE OR DELETE ON icsr_seguimientos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_rebuild();
CREATE TRIGGER icsr_eventos_doc_stale AFTER INSERT OR UPDATE OR DELETE ON icsr_eventos
  FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_stale();
CREATE CONSTRAINT TRIGGER icsr_eventos_doc_rebuild AFTER INSERT OR UPDATE OR DELETE ON icsr_eventos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_doc_rebuild();

-- Case products show the catalog's laboratorio and expiry: catalog changes refresh those cases.
CREATE TRIGGER products_doc_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_products_doc_refresh();
CREATE TRIGGER products_doc_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_products_doc_refresh();
CREATE TRIGGER products_doc_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_products_doc_refresh();

-- The number of cases, for the total of an unfiltered list without counting the table. Writers
-- of cases update this one row; case creation is rare next to reading lists.
CREATE TABLE icsr_count (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  n bigint NOT NULL
);
INSERT INTO icsr_count (n) SELECT count(*) FROM icsr;

CREATE FUNCTION atalaya_icsr_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE icsr_count SET n = n + (SELECT count(*) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE icsr_count SET n = n - (SELECT count(*) FROM old_rows);
  ELSE
    UPDATE icsr_count SET n = 0;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER icsr_count_insert AFTER INSERT ON icsr
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_icsr_count();
CREATE TRIGGER icsr_count_delete AFTER DELETE ON icsr
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_icsr_count();
CREATE TRIGGER icsr_count_truncate AFTER TRUNCATE ON icsr
  FOR EACH STATEMENT EXECUTE FUNCTION atalaya_icsr_count();
`
