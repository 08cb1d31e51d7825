// Schema 0021: marks for deep pages of the unfiltered case list (issue 19); see
// case/internal/pageMarks.ts. Frozen: later changes go in new migrations, never here.

export default `
-- A page deep in the list was found by walking its order's index to the offset: half a million
-- entries for a page in the middle of a million cases. A mark is the key of every step-th case
-- of one order (and of the first case whose key is NULL), with its position, so a page is walked
-- from the nearest mark before it. Marks are only true for the list they were taken from: every
-- change that can move a case in some order (a case added or removed, a sort column changed)
-- moves the generation, and marks of another generation are not used.
CREATE TABLE icsr_page_marks (
  order_by text NOT NULL,
  descending boolean NOT NULL,
  pos bigint NOT NULL,
  -- The order column's value as text (NULL for a case without it), cast back when walked.
  v text,
  id integer NOT NULL,
  gen bigint NOT NULL,
  PRIMARY KEY (order_by, descending, pos)
);

-- The generation lives on the count's row, which case writers already update: adding and
-- removing cases costs nothing more.
ALTER TABLE icsr_count ADD COLUMN gen bigint NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION atalaya_icsr_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE icsr_count SET n = n + (SELECT count(*) FROM new_rows), gen = gen + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE icsr_count SET n = n - (SELECT count(*) FROM old_rows), gen = gen + 1;
  ELSE
    UPDATE icsr_count SET n = 0, gen = gen + 1;
  END IF;
  RETURN NULL;
END
$fn$;

-- An update moves the generation only when it changed a column the list is ordered by, so
-- editing a narrative or a reporter leaves the marks (and the count's row) alone.
CREATE FUNCTION atalaya_icsr_order_gen() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.created_at IS DISTINCT FROM n.created_at OR o.fecha_inicio_evento IS DISTINCT FROM n.fecha_inicio_evento
      OR o.gravedad IS DISTINCT FROM n.gravedad OR o.estado IS DISTINCT FROM n.estado
      OR o.paciente_iniciales IS DISTINCT FROM n.paciente_iniciales
  ) OR (SELECT count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id) <> (SELECT count(*) FROM new_rows) THEN
    UPDATE icsr_count SET gen = gen + 1;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER icsr_order_update AFTER UPDATE ON icsr
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atalaya_icsr_order_gen();
`
