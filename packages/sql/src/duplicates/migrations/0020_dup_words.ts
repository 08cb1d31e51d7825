// Schema 0020: how rare each narrative word is, for duplicate detection. Frozen: later changes go
// in new migrations, never here.
export default `
-- The narrative words of each case as Duplicates.narrativeProfile (@atalaya/core) gives them,
-- written by the repositories with the case's blocking keys.
CREATE TABLE icsr_dup_words (
  icsr_id integer PRIMARY KEY REFERENCES icsr(id) ON DELETE CASCADE,
  words text[] NOT NULL
);

-- In how many cases' narratives each word occurs; the row '' counts the cases. Kept by the
-- triggers below with every write, in the writer's transaction, so a check reads a few rows
-- instead of counting. Rows are upserted in word order, so concurrent writers lock them in the
-- same order and never deadlock each other.
CREATE TABLE dup_word_counts (
  w text PRIMARY KEY,
  n integer NOT NULL
);

CREATE FUNCTION atalaya_dup_words_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dup_word_counts (w, n)
    SELECT w, sum(d)::int FROM (
      SELECT unnest(words) AS w, 1 AS d FROM new_rows
      UNION ALL SELECT '', count(*)::int FROM new_rows
    ) x GROUP BY w HAVING sum(d) <> 0 ORDER BY w
    ON CONFLICT (w) DO UPDATE SET n = dup_word_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dup_word_counts (w, n)
    SELECT w, -sum(d)::int FROM (
      SELECT unnest(words) AS w, 1 AS d FROM old_rows
      UNION ALL SELECT '', count(*)::int FROM old_rows
    ) x GROUP BY w HAVING sum(d) <> 0 ORDER BY w
    ON CONFLICT (w) DO UPDATE SET n = dup_word_counts.n + excluded.n;
  ELSE
    INSERT INTO dup_word_counts (w, n)
    SELECT w, sum(d)::int FROM (
      SELECT unnest(words) AS w, 1 AS d FROM new_rows
      UNION ALL SELECT unnest(words), -1 FROM old_rows
    ) x GROUP BY w HAVING sum(d) <> 0 ORDER BY w
    ON CONFLICT (w) DO UPDATE SET n = dup_word_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER icsr_dup_words_counted_insert AFTER INSERT ON icsr_dup_words
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_dup_words_count();
CREATE TRIGGER icsr_dup_words_counted_update AFTER UPDATE ON icsr_dup_words
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_dup_words_count();
CREATE TRIGGER icsr_dup_words_counted_delete AFTER DELETE ON icsr_dup_words
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_dup_words_count();
`
