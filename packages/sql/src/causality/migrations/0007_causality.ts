// Schema 0007: causality — kl records, the suggestion cache, technical-sheet sections.
// Frozen: later changes go in new migrations, never here.
export default `
-- One row per QF confirmation; several per case, told apart by producto_evaluado. Rows of a case
-- go with it (ON DELETE CASCADE), like its other nested data.
CREATE TABLE causality_kl (
  id serial PRIMARY KEY,
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  producto_evaluado text NOT NULL,
  -- producto_evaluado folded (case, accents, spaces) for look-ups by product.
  producto_key text NOT NULL,
  criterios jsonb NOT NULL,
  score_total_sys integer,
  score_total_qf integer NOT NULL,
  clasificacion_sys text,
  clasificacion_qf text NOT NULL,
  evaluable boolean NOT NULL DEFAULT true,
  rationale_global_qf text,
  version_prompt text,
  modelo_llm text,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES atalaya_users(id) ON DELETE SET NULL
);
CREATE INDEX causality_kl_icsr_idx ON causality_kl (icsr_id, id);
CREATE INDEX causality_kl_icsr_product_idx ON causality_kl (icsr_id, producto_key, id);

-- The last suggestion per case and product. It is served again only while the fingerprint of
-- the data it judged (product, event, dates, answers, sheet, engine, prompt version) is the same.
CREATE TABLE causality_kl_suggestions (
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  producto_key text NOT NULL,
  fingerprint text NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (icsr_id, producto_key)
);

-- Sections of a technical sheet, kept for the case it was uploaded to and for the catalog product
-- the case links to: exactly one of icsr_id and producto_id is set.
CREATE TABLE causality_ft_sections (
  id serial PRIMARY KEY,
  icsr_id integer REFERENCES icsr(id) ON DELETE CASCADE,
  producto_id integer REFERENCES products(id) ON DELETE CASCADE,
  secciones jsonb NOT NULL,
  file_key text,
  engine text,
  paginas integer,
  confianza double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES atalaya_users(id) ON DELETE SET NULL,
  CHECK ((icsr_id IS NULL) <> (producto_id IS NULL))
);
CREATE UNIQUE INDEX causality_ft_sections_icsr_key ON causality_ft_sections (icsr_id) WHERE icsr_id IS NOT NULL;
CREATE UNIQUE INDEX causality_ft_sections_product_key ON causality_ft_sections (producto_id) WHERE producto_id IS NOT NULL;
`
