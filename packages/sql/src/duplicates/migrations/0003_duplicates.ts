// Schema 0003: duplicate detection. Frozen: later changes go in new migrations, never here.
export default `
-- Blocking keys: each case is filed under the keys of Duplicates.blockingKeys (@atalaya/core),
-- computed from its normalized initials, birth date, products and narrative, each dated by the
-- case's anchor date (event date, else reception date). Candidate search is an index range scan
-- per key inside the date window, never a scan of the cases. The repository writes them with
-- the case; a key '#<version>' marks a case as filed, so cases from before are filed later.
CREATE TABLE icsr_dup_keys (
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  k text NOT NULL,
  d date NOT NULL
);
CREATE INDEX icsr_dup_keys_k_d_idx ON icsr_dup_keys (k, d) INCLUDE (icsr_id);
CREATE INDEX icsr_dup_keys_icsr_idx ON icsr_dup_keys (icsr_id);

-- The result of the last background check of a case, shown in lists without recomputing.
CREATE TABLE icsr_dup_checks (
  icsr_id integer PRIMARY KEY REFERENCES icsr(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('dup', 'review', 'unique')),
  score numeric(3, 2) NOT NULL CHECK (score >= 0 AND score <= 1),
  best_id integer REFERENCES icsr(id) ON DELETE SET NULL,
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX icsr_dup_checks_best_idx ON icsr_dup_checks (best_id) WHERE best_id IS NOT NULL;
`
