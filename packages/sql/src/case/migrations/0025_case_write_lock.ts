// Schema 0025: a case write takes the shared catalog lock first. Frozen: later changes go in new
// migrations, never here.
export default `
-- Start-up (atalaya_case_docs_catch_up) and a catalog change take the catalog lock (72617010,
-- caseDoc.ts CATALOG_LOCK) exclusively, then touch the stored texts, the search texts and the
-- count. A case insert took its shared side only at commit, when the deferred text build runs,
-- after its own triggers had locked the count row: a second instance starting meanwhile waited
-- for that row while the insert waited for the lock, and PostgreSQL killed one of them. Taken
-- before any row of the statement is written, the shared lock makes the start-up wait for the
-- writer's commit instead.
CREATE FUNCTION atalaya_icsr_write_lock() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(72617010);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER icsr_write_lock BEFORE INSERT OR UPDATE OR DELETE ON icsr
  FOR EACH STATEMENT EXECUTE FUNCTION atalaya_icsr_write_lock();
`
